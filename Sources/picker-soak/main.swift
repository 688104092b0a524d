import CMallocInfo
import Glibc
import PanelPicker
import PickerSystem

// picker-soak [FRAMES]: a picker on a manual clock, offscreen, takes FRAMES frames that each carry
// input (default a million), and says how much its heap grew after a warm-up. Alone in its
// process, so malloc's count is the picker's. Tests run it with a few thousand frames; the
// million is run in release: swift build -c release --product picker-soak && .build/release/picker-soak

/// Bytes malloc has handed out and not had back, small blocks and mmapped ones.
func heapBytes() -> Int {
    let info = mallinfo2()
    return Int(info.uordblks) + Int(info.hblkhd)
}

final class ManualTime {
    var nowUs: Int64 = 1_000_000
}

func inputFrames(_ count: Int, picker: Picker, time: ManualTime) throws(PickerError) {
    for frame in 0..<count {
        // Down and up in turn, so the column always moves and every frame is drawn.
        picker.send(.key(frame % 2 == 0 ? .down : .up))
        time.nowUs += 16_667
        try picker.handleEvents(nowUs: time.nowUs)
    }
}

let warmUpFrames = 1_000
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count <= 1, let frames = arguments.first.map({ Int($0) }) ?? 1_000_000, frames > 0 else {
    StandardStreams.printError("usage: picker-soak [FRAMES]: FRAMES a whole number above 0")
    exit(2)
}
do {
    let time = ManualTime()
    let picker = try Picker(configuration: PickerConfiguration(json: """
        {"size": "48x32", "row_height": 16, "columns": [{"id": "n", "range": {"from": 0, "to": 9}, "selected": 5}]}
        """), backend: .offscreen, clock: PickerClock { time.nowUs })
    try inputFrames(warmUpFrames, picker: picker, time: time)
    let before = heapBytes()
    try inputFrames(frames, picker: picker, time: time)
    let after = heapBytes()
    print("heap growth over \(frames) input frames: \(after - before) bytes (\(before) in use after \(warmUpFrames) frames, \(after) at the end); "
        + "input-to-screen samples: \(picker.inputToScreen.count)")
} catch {
    StandardStreams.printError("picker-soak: \(error.message)")
    exit(3)
}
