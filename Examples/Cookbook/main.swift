// A café's order panel: a picker as a widget in a 480x272 screen the program owns, on a clock the
// program steps, speaking through the program's own engine, reloaded as the menu changes. It plays
// a short session and prints what the delegate hears; docs/cookbook.md walks through it.
//
//     swift run cookbook /tmp/cookbook.png
import Glibc
import PanelPicker

/// The menu: the data source. Rows come and go and sell out while the picker shows them.
final class Menu: PickerDataSource {
    struct Drink { var name: String, detail: String?, price: String, soldOut = false }
    var drinks = [
        Drink(name: "Espresso", detail: "single shot", price: "2.40"),
        Drink(name: "Latte", detail: "double shot", price: "3.20"),
        Drink(name: "Flat white", detail: nil, price: "3.40"),
        Drink(name: "Mocha", detail: nil, price: "3.60", soldOut: true),
        Drink(name: "Cappuccino", detail: nil, price: "3.00"),
        Drink(name: "Chai latte", detail: "spiced", price: "3.50"),
    ]
    let sizes = [("Small", "250 ml", "+0.00"), ("Regular", "350 ml", "+0.40"), ("Large", "450 ml", "+0.80")]

    func numberOfColumns(inSection section: Int) -> Int { 2 }
    func numberOfRows(inColumn column: Int, section: Int) -> Int { column == 0 ? drinks.count : sizes.count }
    func title(forRow row: Int, column: Int, section: Int) -> String? { column == 0 ? drinks[row].name : sizes[row].0 }
    // Selections, confirms and the control socket name columns by these, and reloads keep the
    // selection by them: a stable id is what lets a reload keep the user's choice.
    func identifier(forColumn column: Int, section: Int) -> String? { column == 0 ? "drink" : "size" }
    // A sold-out drink stays in view, dimmed, so the user sees why it cannot be had.
    func isRowEnabled(_ row: Int, column: Int, section: Int) -> Bool { column != 0 || !drinks[row].soldOut }
    // The drinks need the width; the sizes are short.
    func widthFractions(forColumnsInSection section: Int) -> [Double]? { [0.62, 0.38] }
    // Rich rows: speech says them as they read, "Latte, double shot, 3.20".
    func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent {
        guard column == 0 else {
            return PickerRowContent(title: sizes[row].0, detail: sizes[row].1, trailingText: sizes[row].2)
        }
        let drink = drinks[row]
        return PickerRowContent(title: drink.name, detail: drink.soldOut ? "sold out" : drink.detail,
                                trailingText: drink.price)
    }
}

/// The delegate: it writes down every call in the order it comes, speech requests included, and
/// hands speech to the host's engine (here a print: the log is the engine).
final class Till: PickerDelegate {
    var heard: [String] = []

    func picker(_ picker: Picker, didPassRow row: Int, inColumn column: Int, clicks: Bool) { note("didPassRow", column, row) }
    func picker(_ picker: Picker, didHighlightRow row: Int, inColumn column: Int) { note("didHighlightRow", column, row) }
    func picker(_ picker: Picker, didTapRow row: Int, inColumn column: Int) { note("didTapRow", column, row) }
    func picker(_ picker: Picker, didTapDisabledRow row: Int, inColumn column: Int) { note("didTapDisabledRow", column, row) }
    // The cause tells the user's choice (.user) from the program's (.select) and the menu's (.reload).
    func picker(_ picker: Picker, didSelect row: SelectedRow, cause: SelectionCause) {
        heard.append("didSelect column \(row.column) row \(row.row) \"\(row.value)\" .\(cause)")
    }
    func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) {
        heard.append("didConfirm " + selection.map { "\($0.columnID)=\($0.value)" }.joined(separator: " "))
    }
    // With "engine": "delegate" this is the only voice: a say cuts off what is playing, a stop silences it.
    func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
        switch request {
        case .say(let utterance): heard.append("say \"\(utterance.text)\"")
        case .stop: heard.append("stop")
        }
    }

    func note(_ call: String, _ column: Int, _ row: Int) { heard.append("\(call) column \(column) row \(row)") }

    /// Prints what was heard since the last call, as one line, and forgets it.
    func flush(_ label: String) {
        guard !heard.isEmpty else { return }
        print("  \(label): " + heard.joined(separator: " | "))
        heard.removeAll()
    }
}

/// The time as the program says it is.
final class ManualTime {
    var nowUs: Int64 = 0
}

/// The host's screen: 480x272 XRGB8888 pixels it owns and shows, and draws its own parts of.
struct Screen {
    let width = 480, height = 272
    var stride: Int { width * 4 }
    let pixels: UnsafeMutableRawBufferPointer

    init() { pixels = .allocate(byteCount: width * 4 * height, alignment: 16) }

    func fill(_ rect: PickerRect, _ xrgb: UInt32) {
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                pixels.storeBytes(of: xrgb, toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
    }

    /// The background, and a header with a cup: the picker never draws outside its rectangle, so they stay.
    func drawOwnParts() {
        fill(PickerRect(x: 0, y: 0, width: width, height: height), 0x1C1C1E)
        fill(PickerRect(x: 0, y: 0, width: width, height: 40), 0x6F4E37)
        fill(PickerRect(x: 0, y: 40, width: width, height: 3), 0xD2A06D)
        fill(PickerRect(x: 16, y: 10, width: 18, height: 20), 0xF2E6D8)
        fill(PickerRect(x: 34, y: 14, width: 6, height: 10), 0xF2E6D8)
        fill(PickerRect(x: 12, y: 30, width: 28, height: 3), 0xF2E6D8)
    }
}

func main() throws(PickerError) {
    let out = CommandLine.arguments.dropFirst().first ?? "/tmp/cookbook.png"
    let screen = Screen()
    // The picker draws into this memory until it is closed: this defer, the first, runs last.
    defer { screen.pixels.deallocate() }
    screen.drawOwnParts()

    let menu = Menu()
    let till = Till()
    let time = ManualTime()
    var style = PickerStyle()
    // A widget stays on screen: a confirm tells the delegate, and the picker goes on.
    style.mode = .daemon
    // Five rows of 44 px fill the 220 px the screen gives the picker, and leave room for a detail line.
    style.rowHeight = 44
    style.visibleRows = 5
    style.backgroundColor = PickerColor(hex: "#1c1c1e")!
    style.tintColor = PickerColor(hex: "#d2a06d")!
    // Speech goes to the delegate alone; moved_text speaks up when the menu moves the user's choice.
    let settings = #"{"speech": {"enabled": true, "engine": "delegate", "moved_text": "Not available, now {value}"}}"#
    // The picker's place in the screen, under the header: its size is this rectangle's.
    let target = try PickerRenderTarget(buffer: screen.pixels, stride: screen.stride, format: .xrgb8888,
                                        rect: PickerRect(x: 8, y: 48, width: 464, height: 220))
    let picker = try Picker(dataSource: menu, style: style, settings: settings, renderTarget: target,
                            clock: PickerClock { time.nowUs })
    defer { picker.close() }
    picker.delegate = till

    // The script's finger, in the screen's coordinates as a touch panel gives them: a column's centre,
    // some rows from the band, wherever the picker laid them out.
    func aim(column: Int, rows: Double) -> (x: Double, y: Double) {
        let (band, rect) = (picker.bandRect, picker.rect(ofColumn: column)!)
        return (Double(target.rect.x + rect.x + rect.width / 2),
                Double(target.rect.y + band.y + band.height / 2) + rows * Double(band.height))
    }
    // A tap lifts within 500 ms, still: this one lifts 80 ms after it lands, stamped ahead.
    func tap(column: Int, rows: Double) {
        let (x, y) = aim(column: column, rows: rows)
        picker.sendInBufferCoordinates(.touch(.down, finger: 0, x: x, y: y), atUs: time.nowUs)
        picker.sendInBufferCoordinates(.touch(.up, finger: 0, x: x, y: y), atUs: time.nowUs + 80_000)
    }
    // Step time to each deadline until nothing moves, printing each batch the delegate heard.
    var (turn, rectangles) = (0, 0)
    func settle(after event: String) throws(PickerError) {
        print("\(event), at \(time.nowUs / 1000) ms")
        // A reload, a select or a confirm calls the delegate from inside itself, before any turn.
        till.flush("in the call")
        repeat {
            if let deadlineUs = picker.nextDeadlineUs { time.nowUs = max(time.nowUs, deadlineUs) }
            try picker.handleEvents(nowUs: time.nowUs)
            // What the picker drew this turn: a real host shows these rectangles of its screen now.
            rectangles += picker.takeDamage().count
            turn += 1
            till.flush("batch \(turn)")
        } while picker.nextDeadlineUs != nil
    }

    // The user: a key, taps, the encoder and a fling. Each settles before the next comes.
    picker.send(.key(.down))
    try settle(after: "key Down")
    tap(column: 0, rows: 1)
    try settle(after: "tap on the row below the band")
    tap(column: 0, rows: 1)
    try settle(after: "tap on a disabled row")
    picker.send(.key(.down))
    try settle(after: "key Down over a disabled row")
    // The host's engine finished saying that: told so, the picker asks no stop at the next input.
    picker.speechDidFinish()
    picker.send(.encoder(delta: 1))
    try settle(after: "encoder step")
    // A finger drags 30 px every 10 ms and lets go while moving.
    let (x, y) = aim(column: 0, rows: -2)
    for step in 0...5 {
        let phase: PickerInput.TouchPhase = step == 0 ? .down : step == 5 ? .up : .move
        picker.sendInBufferCoordinates(.touch(phase, finger: 0, x: x, y: y + Double(30 * step)),
                                       atUs: time.nowUs + Int64(step) * 10_000)
    }
    try settle(after: "fling")

    // The menu changes under the user's choice. A reload calls the delegate from inside itself.
    // A closure that calls the picker spells its typed throw: Swift 6 infers `any Error` for it.
    func change(_ what: String, _ call: () throws(PickerError) -> Void) throws(PickerError) {
        try call()
        try settle(after: what)
    }
    try change("reloadData(): the selected drink sold out") { () throws(PickerError) in
        menu.drinks[picker.selection[0].row].soldOut = true
        try picker.reloadData()
    }
    try change("reloadColumn(0): the selected drink left the menu") { () throws(PickerError) in
        menu.drinks.remove(at: picker.selection[0].row)
        try picker.reloadColumn(0)
    }

    // The program's own choices, each kind of select once: quiet ones, then ones the delegate hears.
    let selects = [("Cappuccino", 0, true, false), ("Flat white", 0, false, false),
                   ("Cappuccino", 0, true, true), ("Large", 1, false, true)]
    for (value, column, animated, reported) in selects {
        try picker.select(value: value, inColumn: column, animated: animated, reportsSelection: reported)
        try settle(after: "\(reported ? "reported" : "quiet") select, \(animated ? "animated" : "at once")")
    }
    // The order: the user taps the selected row or presses Enter, or the host's own button calls confirm().
    tap(column: 0, rows: 0)
    try settle(after: "tap on the selected row")
    // A second on: Enter within half a second of a confirm, nothing moved, is the same press again.
    time.nowUs += 1_000_000
    picker.send(.key(.enter))
    try settle(after: "Enter")
    picker.confirm()
    try settle(after: "confirm()")

    let order = picker.selection.map { "\($0.columnID)=\($0.value)" }.joined(separator: " ")
    print("\(order), drawn as \(rectangles) rectangles")
    // The picker drew into the host's screen; the host saves the whole screen, header included.
    let frame = try PickerFrame(copying: UnsafeRawBufferPointer(screen.pixels), width: screen.width, height: screen.height,
                                stride: screen.stride, format: .xrgb8888)
    try frame.writePNG(toFile: out)
}

do {
    try main()
} catch {
    _ = "cookbook: \(error)\n".withCString { write(2, $0, strlen($0)) }
    exit(error.kind == .badInput ? 2 : 3)
}
