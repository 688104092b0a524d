import PickerService
import PickerSystem

// Saves states through the real StateStore as fast as it can, forever, so the
// crash-safety test can kill -9 it at arbitrary moments. Not installed.
// Payload n is `n:` followed by (n * 7919) % 20000 copies of the letter for n,
// so the reader can tell a whole payload from a torn one.
let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    StandardStreams.printError("usage: picker-state-writer STATE_DIRECTORY")
    Environment.exitProcess(2)
}
let store = StateStore(directory: arguments[1])
var number = 0
while true {
    number += 1
    let letter = UInt8(ascii: "a") + UInt8(number % 26)
    let payload = Array("\(number):".utf8) + [UInt8](repeating: letter, count: (number * 7919) % 20000)
    do {
        try store.save(payload)
    } catch {
        StandardStreams.printError("picker-state-writer: \(error)")
        Environment.exitProcess(1)
    }
}
