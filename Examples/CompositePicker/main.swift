// Two pickers as widgets in a screen the program owns: an 800x480 XRGB8888 buffer with the
// program's own header drawn above them. Each picker draws only inside its rectangle, only what
// changed, and says where; the program would show those rectangles, and here saves the screen as a PNG.
//
//     swift run composite-picker /tmp/composite.png
import Glibc
import PanelPicker

/// The time as the program says it is.
final class ManualTime {
    var nowUs: Int64 = 0
}

/// The program's own drawing: one colour over a rectangle of its screen.
func fill(_ screen: UnsafeMutableRawBufferPointer, stride: Int, _ rect: PickerRect, _ xrgb: UInt32) {
    for y in rect.y..<(rect.y + rect.height) {
        for x in rect.x..<(rect.x + rect.width) {
            screen.storeBytes(of: xrgb, toByteOffset: y * stride + x * 4, as: UInt32.self)
        }
    }
}

// Widgets stay on screen: a confirm tells the program and the picker goes on ("mode": "daemon").
let hours = #"""
{"mode": "daemon", "theme": {"background": "#1c1c1e", "selection": {"style": "overlay"}}, "columns": [
  {"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 7},
  {"id": "minute", "range": {"from": 0, "to": 55, "step": 5, "format": "%02d"}, "selected": 6}]}
"""#
let rooms = #"""
{"mode": "daemon", "theme": {"background": "#2c2c2e", "tint": "#ffd60a"}, "columns": [
  {"id": "room", "items": ["Kitchen", "Hall", "Bedroom", "Study", "Garage"], "selected": "Hall"}]}
"""#

func main() throws(PickerError) -> Int32 {
    let out = CommandLine.arguments.dropFirst().first ?? "composite.png"
    let (width, height) = (800, 480)
    let stride = width * 4
    let screen = UnsafeMutableRawBufferPointer.allocate(byteCount: stride * height, alignment: 16)
    defer { screen.deallocate() }
    // The program's screen: a background, and a header bar with a line under it.
    fill(screen, stride: stride, PickerRect(x: 0, y: 0, width: width, height: height), 0x000000)
    fill(screen, stride: stride, PickerRect(x: 0, y: 0, width: width, height: 72), 0x0A84FF)
    fill(screen, stride: stride, PickerRect(x: 0, y: 72, width: width, height: 4), 0xFFD60A)

    // One clock for both; the closure owns the time object, so the clock can never outlive it.
    let time = ManualTime()
    let clock = PickerClock { time.nowUs }
    // Each picker gets its rectangle of the screen; its size is the rectangle's.
    let left = try Picker(
        configuration: PickerConfiguration(json: hours),
        renderTarget: PickerRenderTarget(buffer: screen, stride: stride, format: .xrgb8888,
                                         rect: PickerRect(x: 16, y: 92, width: 376, height: 372)),
        clock: clock)
    let right = try Picker(
        configuration: PickerConfiguration(json: rooms),
        renderTarget: PickerRenderTarget(buffer: screen, stride: stride, format: .xrgb8888,
                                         rect: PickerRect(x: 408, y: 92, width: 376, height: 372)),
        clock: clock)
    // A drag on the right picker, in the screen's coordinates: up by two rows, let go slowly.
    for (index, y) in [300.0, 280, 260, 240, 220, 200, 200].enumerated() {
        let phase: PickerInput.TouchPhase = index == 0 ? .down : index == 6 ? .up : .move
        right.sendInBufferCoordinates(.touch(phase, finger: 0, x: 596, y: y), atUs: Int64(index) * 100_000)
    }
    left.send(.key(.down))
    // Step time to each deadline until nothing moves; after each step, take what each picker drew.
    var rectangles = 0
    while true {
        for picker in [left, right] {
            try picker.handleEvents(nowUs: time.nowUs)
            rectangles += picker.takeDamage().count
        }
        guard let deadlineUs = [left.nextDeadlineUs, right.nextDeadlineUs].compactMap({ $0 }).min() else { break }
        time.nowUs = max(time.nowUs, deadlineUs)
    }
    print((left.selection + right.selection).map { "\($0.columnID)=\($0.value)" }.joined(separator: " "))
    print("frames drawn as \(rectangles) rectangles")
    try PickerFrame(copying: UnsafeRawBufferPointer(screen), width: width, height: height, stride: stride, format: .xrgb8888)
        .writePNG(toFile: out)
    return 0
}

do {
    exit(try main())
} catch {
    let line = "composite-picker: \(error)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(error.kind == .badInput ? 2 : 3)
}
