// The protocol client: hello, snapshot, set/edit/action/presets/undo with sequence numbers,
// answers matched by seq, patches applied by revision, resync after a dropped connection.
//
// Transport: server-sent events down (GET /events), POST up (POST /send), through the bridge.
// Every message stays in the outbox until it is answered (ack or reject); after a dropped
// connection the outbox is sent again with the same sequence numbers, and the bridge forwards
// each (client, seq) to the session once, so an edit is neither lost nor applied twice.

export class PanelClient {
  constructor(handlers, base = "") {
    this.handlers = handlers; // snapshot(msg), patch(msg), answer(msg, sent), status(text), action(msg)
    this.base = base;
    this.client = "c" + Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
    this.seq = 0;
    this.rev = null;
    this.outbox = []; // {seq, message, sent}
    this.posting = false;
    this.connected = false;
    this.events = null;
    this.retryTimer = null;
    this.reconnectTimer = null;
    this.backoff = 250;
  }

  start() {
    this.connect();
  }

  /** Opens the event stream. The browser reopens a stream that breaks by itself, but gives up
   * on one refused with an error status; then this opens it again, with a growing delay. */
  connect() {
    clearTimeout(this.reconnectTimer);
    if (this.events) this.events.close();
    this.events = new EventSource(`${this.base}/events?client=${this.client}`);
    this.events.onopen = () => {
      this.connected = true;
      this.backoff = 250;
      this.handlers.status("connected");
      if (this.rev === null) this.post([{ type: "hello", versions: [1] }]);
      else this.send("resync", { have: this.rev });
      for (const entry of this.outbox) entry.sent = false;
      this.flush();
    };
    this.events.onerror = () => {
      this.connected = false;
      this.handlers.status("reconnecting…");
      if (this.events.readyState === EventSource.CLOSED) {
        this.backoff = Math.min(5000, (this.backoff || 250) * 2);
        this.reconnectTimer = setTimeout(() => this.connect(), this.backoff);
      }
    };
    this.events.onmessage = (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      this.receive(message);
    };
  }

  /** The messages sent and not answered yet, for echo suppression. */
  inFlight(id) {
    return this.outbox.filter((entry) => entry.message.id === id);
  }

  send(type, fields = {}) {
    // A snapshot answers a resync (there is no ack); one pending resync is enough.
    if (type === "resync" && this.outbox.some((entry) => entry.message.type === "resync")) return null;
    const seq = ++this.seq;
    const message = { type, seq, ...fields };
    // A newer value for the same control and gesture replaces one not sent yet.
    if (type === "set" || (type === "edit" && fields.phase === "change")) {
      this.outbox = this.outbox.filter(
        (entry) =>
          entry.sent ||
          entry.message.type !== type ||
          entry.message.id !== fields.id ||
          entry.message.phase !== fields.phase ||
          entry.message.gesture !== fields.gesture,
      );
    }
    this.outbox.push({ seq, message, sent: false });
    this.flush();
    return seq;
  }

  /** Posts every message not sent yet, in order, one request at a time. */
  flush() {
    if (this.posting || !this.connected) return;
    const batch = this.outbox.filter((entry) => !entry.sent);
    if (batch.length === 0) return;
    for (const entry of batch) entry.sent = true;
    this.post(batch.map((entry) => entry.message)).then((ok) => {
      if (!ok) {
        for (const entry of batch) entry.sent = false;
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.flush(), 250);
      } else {
        this.flush();
      }
    });
  }

  async post(messages) {
    this.posting = true;
    try {
      const response = await fetch(`${this.base}/send?client=${this.client}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-ndjson" },
        body: messages.map((m) => JSON.stringify(m)).join("\n"),
      });
      return response.ok;
    } catch {
      return false;
    } finally {
      this.posting = false;
    }
  }

  receive(message) {
    switch (message.type) {
      case "welcome":
        this.handlers.status("connected");
        break;
      case "snapshot":
        this.rev = message.rev;
        this.outbox = this.outbox.filter((entry) => entry.message.type !== "resync");
        this.handlers.snapshot(message);
        break;
      case "patch":
        if (this.rev !== null && message.base === this.rev) {
          this.rev = message.rev;
          this.handlers.patch(message);
        } else if (this.rev !== null && message.rev <= this.rev) {
          // Already known (an answer carried it).
        } else {
          this.send("resync", { have: this.rev ?? 0 });
        }
        break;
      case "ack":
      case "reject": {
        const index = this.outbox.findIndex((entry) => entry.seq === message.seq);
        if (index < 0) return; // an answer sent again: already handled
        const [entry] = this.outbox.splice(index, 1);
        this.handlers.answer(message, entry.message);
        break;
      }
      case "action":
        if (this.handlers.action) this.handlers.action(message);
        break;
      case "bridge.closed":
        this.handlers.status("the session ended");
        break;
      default:
        break;
    }
  }
}
