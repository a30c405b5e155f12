#!/usr/bin/env python3
"""Peer for the `server` benchmark suite: a Python `websockets` server running the orjson
loop of the `events` peer for each message (loads, a dict update, dumps of an ack), plus the
patch sent to every connected client.

usage: server.py

Prints `ws://127.0.0.1:PORT/ws` on its first line, then serves until killed. Nothing is
validated (no type check, no clamping): the least a server must do per edit.
"""
import asyncio
import sys

import orjson
import websockets


async def main():
    values = {}
    state = {"rev": 0}
    clients = set()

    async def handle(socket):
        clients.add(socket)
        try:
            async for line in socket:
                message = orjson.loads(line)
                kind = message.get("type")
                if kind == "hello":
                    await socket.send(orjson.dumps({"type": "welcome", "version": 1}).decode())
                    await socket.send(orjson.dumps({"type": "snapshot", "rev": state["rev"],
                                                    "document": {"values": values}}).decode())
                    continue
                values[message["id"]] = message["value"]
                base = state["rev"]
                state["rev"] = rev = base + 1
                await socket.send(orjson.dumps({"type": "ack", "seq": message["seq"], "rev": rev,
                                                "value": message["value"]}).decode())
                patch = orjson.dumps({"type": "patch", "rev": rev, "base": base,
                                      "values": {message["id"]: message["value"]}}).decode()
                websockets.broadcast(clients, patch)
        finally:
            clients.discard(socket)

    async with websockets.serve(handle, "127.0.0.1", 0, max_size=1 << 20, ping_interval=None,
                                compression=None) as server:
        port = server.sockets[0].getsockname()[1]
        print(f"ws://127.0.0.1:{port}/ws", flush=True)
        await asyncio.Future()


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        sys.exit(0)
