// A whole program with no screen and no real time: a picker drawn offscreen,
// moved by input the program hands in, on a clock the program steps by hand,
// its last frame saved as a PNG. Tests and previews work this way.
//
//     swift run offscreen-picker /tmp/sizes.png
import Glibc
import PanelPicker

/// Two columns, each with an identifier; the sold-out size cannot be chosen.
final class Sizes: PickerDataSource, PickerDelegate {
    let sizes = ["XS", "S", "M", "L", "XL"]
    let colours = ["red", "green", "blue"]
    let soldOut: Set<String> = ["L"]

    func numberOfColumns(inSection section: Int) -> Int { 2 }
    func numberOfRows(inColumn column: Int, section: Int) -> Int { column == 0 ? sizes.count : colours.count }
    func title(forRow row: Int, column: Int, section: Int) -> String? { column == 0 ? sizes[row] : colours[row] }
    // Disabled rows are drawn dimmed; drags, keys and taps skip them, select refuses them.
    func isRowEnabled(_ row: Int, column: Int, section: Int) -> Bool { column != 0 || !soldOut.contains(sizes[row]) }
    // Selections and the control socket name columns by these.
    func identifier(forColumn column: Int, section: Int) -> String? { column == 0 ? "size" : "colour" }

    func picker(_ picker: Picker, didSelect row: SelectedRow) { print("\(row.columnID) = \(row.value)") }
}

/// The time as the program says it is.
final class ManualTime {
    var nowUs: Int64 = 0
}

func main() throws(PickerError) -> Int32 {
    let out = CommandLine.arguments.dropFirst().first ?? "sizes.png"
    let sizes = Sizes()
    let time = ManualTime()
    var style = PickerStyle()
    // Offscreen and in the terminal the style's size is the picture's size (a panel has its own).
    style.width = 320
    style.height = 240
    // The clock's closure holds the time object, so it lives as long as the clock: neither can outlive the other.
    let picker = try Picker(dataSource: sizes, style: style, backend: .offscreen, clock: PickerClock { time.nowUs })
    picker.delegate = sizes
    // Two steps down from XS; then one more, which skips the sold-out L.
    picker.send(.key(.down))
    picker.send(.key(.down))
    picker.send(.key(.tab))
    picker.send(.key(.down))
    picker.send(.key(.tab))
    picker.send(.key(.down))
    // Step time to each deadline until nothing moves: every animation runs to its end.
    try picker.handleEvents(nowUs: time.nowUs)
    while let deadlineUs = picker.nextDeadlineUs {
        time.nowUs = max(time.nowUs, deadlineUs)
        try picker.handleEvents(nowUs: time.nowUs)
    }
    print(picker.selection.map { "\($0.columnID)=\($0.value)" }.joined(separator: " "))
    try picker.frame.writePNG(toFile: out)
    picker.close()
    return 0
}

do {
    exit(try main())
} catch {
    let line = "offscreen-picker: \(error)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(error.kind == .badInput ? 2 : 3)
}
