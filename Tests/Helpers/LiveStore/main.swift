@preconcurrency import Foundation
import PanelTerminal
import Synchronization

// A helper for the live terminal checks (Tests/Live/check_live_terminal.py): the live session
// opened on a store of several panels (`LiveTerminal.run(PanelStore)`), as a Swift program
// does. Two panels share a control name (`level`), so a change that reached the wrong panel
// shows; the `add` button registers a third panel while the session runs. After the person
// quits, each panel's values are printed, one line a panel, for the check to read.
//
// `LiveStore print` also runs a loop that prints a numbered line twice a second while the
// session is on screen (`tick N` to standard output, every third one `warn N` to standard
// error), as a simulation would: the check reads them in the log area and, after quit, on the
// terminal in order. `LiveStore print --no-capture` turns the capture off.
//
// `LiveStore drawer --fab-file PATH` shows the panels in a drawer root over a preview
// (`PanelHost`), with the floating button, its position kept in PATH.
struct Light: Codable, Equatable, Sendable {
    var level = 50.0
    var isOn = true
}

struct Sound: Codable, Equatable, Sendable {
    var level = 20.0
    var isMuted = false
}

struct Extra: Codable, Equatable, Sendable {
    var gain = 3.0
}

let store = PanelStore()
let light = PanelState("Light", initial: Light(), store: store) {
    Slider("level", \.level, in: 0...100, step: 1)
    Toggle("isOn", \.isOn)
}
// Kept here once the `add` button made it (the store holds panels weakly).
let extra = Mutex<PanelState<Extra>?>(nil)
let sound = PanelState("Sound", initial: Sound(), store: store) {
    Slider("level", \.level, in: 0...100, step: 1)
    Toggle("isMuted", \.isMuted)
    Button("add")
} onAction: { _ in
    extra.withLock { extra in
        extra =
            extra
            ?? PanelState("Extra", initial: Extra(), store: store) {
                Slider("gain", \.gain, in: 0...10, step: 1)
            }
    }
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "print" {
    Thread.detachNewThread {
        var number = 1
        while true {
            if number % 3 == 0 {
                fputs("warn \(number)\n", stderr)
            } else {
                print("tick \(number)")
            }
            number += 1
            Thread.sleep(forTimeInterval: 0.5)
        }
    }
}

let fabFile = arguments.firstIndex(of: "--fab-file").flatMap { index in
    arguments.index(after: index) < arguments.endIndex
        ? FloatingButtonPositionFile(url: URL(fileURLWithPath: arguments[arguments.index(after: index)]))
        : nil
}
let options = LiveTerminal.Options(
    capturesOutput: !arguments.contains("--no-capture"), floatingButtonFile: fabFile)
do {
    if arguments.first == "drawer" {
        let host = PanelHost(store: store) {
            ZStack {
                Box("Preview") { Text("the lights and the sound") }
                PanelRoot(position: .bottomRight, mode: .drawer, storageID: "live-store")
            }
        }
        try LiveTerminal.run(host, options: options)
    } else {
        try LiveTerminal.run(store, options: options)
    }
} catch {
    print("live-store: \(error)")
}
print("Light level=\(light.values.level) isOn=\(light.values.isOn)")
print("Sound level=\(sound.values.level) isMuted=\(sound.values.isMuted)")
print("Extra gain=\(extra.withLock { $0.map { String($0.values.gain) } } ?? "none")")
