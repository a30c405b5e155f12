// The protocol client: hello, snapshot, set/edit/action/presets/undo with sequence numbers,
// answers matched by seq, patches applied by revision, resync after a dropped connection.
//
// Transport: one WebSocket to the page's own server (/ws), one protocol message per text
// frame. Every message stays in the outbox until it is answered (ack or reject); after a
// dropped connection the outbox is sent again with the same sequence numbers, and the server
// answers each (client, seq) it handled before with the answer it gave then, so an edit is
// neither lost nor applied twice.

// The message types a frontend sends, by their wire names: the same list, in the same order,
// as the Swift `ProtocolMessage.Kind` (a test compares them). `send` refuses any other type.
export const MESSAGE_TYPES = [
  "hello",
  "resync",
  "set",
  "edit",
  "action",
  "preset.save",
  "preset.rename",
  "preset.load",
  "preset.delete",
  "preset.clear",
  "undo",
  "redo",
  "reset",
  "folder.toggle",
  "tab.select",
  "dialog.dismiss",
  "drawer.open",
  "drawer.close",
  "drawer.detent",
  "drawer.select",
  "drawer.scroll",
  "samples",
  "floatingButton.move",
];

// The `samples` messages a second the page asks for: a graph drawn at 30 frames a second moves
// smoothly, and a slower rate than the display's 60 halves the server's work for each page.
export const SAMPLES_RATE = 30;

export class PanelClient {
  constructor(handlers, base = "", samplesRate = SAMPLES_RATE) {
    this.handlers = handlers; // snapshot(msg), patch(msg), answer(msg, sent), status(text), action(msg)
    this.base = base;
    this.client = "c" + Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
    this.seq = 0;
    this.rev = null;
    this.outbox = []; // {seq, message, sent}
    this.connected = false;
    this.socket = null;
    this.reconnectTimer = null;
    this.backoff = 250;
    this.samplesRate = samplesRate;
  }

  start() {
    this.connect();
  }

  /** Opens the WebSocket (the page's cookie carries the token); after it closes, opens it
   * again with a growing delay. */
  connect() {
    clearTimeout(this.reconnectTimer);
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${location.host}${this.base}/ws?client=${this.client}`);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.connected = true;
      this.backoff = 250;
      this.handlers.status("connected");
      // A hello on every connection (its snapshot is what a resync would give): each
      // connection is a new session, which learns here the page's samples rate (else the
      // default 10) and that the page shows the session's value texts (`text` in snapshots
      // and patches) instead of wording values itself.
      socket.send(
        JSON.stringify({ type: MESSAGE_TYPES[0], versions: [1], samples: this.samplesRate, valueText: true }),
      );
      for (const entry of this.outbox) entry.sent = false;
      this.flush();
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.connected = false;
      this.handlers.status("reconnecting…");
      this.backoff = Math.min(5000, (this.backoff || 250) * 2);
      this.reconnectTimer = setTimeout(() => this.connect(), this.backoff);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
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
    if (!MESSAGE_TYPES.includes(type)) throw new Error(`not a message type of the protocol: ${type}`);
    // A snapshot answers a resync (there is no ack); one pending resync is enough.
    if (type === "resync" && this.outbox.some((entry) => entry.message.type === "resync")) return null;
    // The newest rate is the one that counts: an older request still waiting goes.
    if (type === "samples") this.outbox = this.outbox.filter((entry) => entry.message.type !== "samples");
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

  /** Sends every message not sent yet, in order. */
  flush() {
    if (!this.connected || this.socket.readyState !== WebSocket.OPEN) return;
    for (const entry of this.outbox) {
      if (entry.sent) continue;
      entry.sent = true;
      this.socket.send(JSON.stringify(entry.message));
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
      case "samples":
        if (this.handlers.samples) this.handlers.samples(message);
        break;
      default:
        break;
    }
  }
}
