// The smallest host program: a picker from a config, run until it is confirmed.
import Glibc
import PanelPicker

do {
    let configuration = try PickerConfiguration(json: #"{"columns": [{"id": "answer", "items": ["yes", "no"]}]}"#)
    let picker = try Picker(configuration: configuration)
    if case .confirmed(let selection) = try picker.run() {
        print(selection[0].value)
    }
} catch {
    // A picker that cannot start (no display and no terminal, a config it cannot read) says why
    // in one line, and the exit status tells a service manager.
    print("my-kiosk: \(error)")
    exit(1)
}
