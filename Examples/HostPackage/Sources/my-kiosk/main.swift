// The smallest host program: a picker from a config, run until it is confirmed.
import PanelPicker

let configuration = try PickerConfiguration(json: #"{"columns": [{"id": "answer", "items": ["yes", "no"]}]}"#)
let picker = try Picker(configuration: configuration)
if case .confirmed(let selection) = try picker.run() {
    print(selection[0].value)
}
