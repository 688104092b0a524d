import PickerCore
import PickerRender
import PickerSystem

// Frame costs of the renderer as ratios to a memcpy of one full frame measured
// in the same run (so the figures mean the same on any machine), the cold first
// frame in milliseconds, and the peak memory.

/// A three-column time picker filling the panel: 9 rows, wheel style, overlay band.
struct TimePicker {
    let config: PickerConfig
    let model: PickerModel
    let layout: PickerLayout

    init(width: Int, height: Int) throws {
        config = try PickerConfig.parse(TimePicker.document(width: width, height: height), directory: "")
        model = try PickerModel(config: config)
        layout = PickerLayout(config: config, model: model)
    }

    private static func document(width: Int, height: Int) -> [UInt8] {
        let rowHeight = height / 9
        let text = """
        {"size": "\(width)x\(height)", "style": "wheel", "row_height": \(rowHeight), "visible_rows": 9,
         "columns": [
           {"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "infinite": true, "selected": 9, "align": "right"},
           {"id": "minute", "range": {"from": 0, "to": 59, "format": "%02d"}, "infinite": true, "selected": 41},
           {"id": "second", "range": {"from": 0, "to": 59, "format": "%02d"}, "infinite": true, "selected": 17, "align": "left"}
         ],
         "theme": {"selection": {"style": "overlay", "alpha": 0.2}}}
        """
        return Array(text.utf8)
    }
}

/// Median wall time of `body` over `runs` runs, in nanoseconds.
func medianNs(runs: Int, _ body: (Int) -> Void) -> Double {
    var samples: [Double] = []
    let clock = ContinuousClock()
    for run in 0..<runs {
        let elapsed = clock.measure { body(run) }
        samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func format(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let have = text.distance(from: dot, to: text.endIndex) - 1
        if have < decimals { text += String(repeating: "0", count: decimals - have) }
    } else if decimals > 0 {
        text += "." + String(repeating: "0", count: decimals)
    }
    return text
}

/// Prints one size's figures.
func bench(width: Int, height: Int, fonts: BundledFonts) throws {
    let picker = try TimePicker(width: width, height: height)
    let (config, model, layout) = (picker.config, picker.model, picker.layout)
    // Two buffers, as a double-buffered display has.
    let front = PixelBuffer(width: width, height: height, format: .xrgb8888)
    let back = PixelBuffer(width: width, height: height, format: .xrgb8888)
    let offsets = model.columns.map { layout.offset(forRow: $0.selectedRow) }

    let memcpyNs = medianNs(runs: 200) { _ in
        back.bytes.copyMemory(from: front.bytes, byteCount: front.byteCount)
    }
    let coldNs = try coldFirstFrameNs(config: config, model: model, layout: layout, fonts: fonts, into: back)
    let renderer = try PickerRenderer(config: config, model: model, layout: layout, fonts: fonts)
    renderer.render(model: model, offsets: offsets, into: back)
    let fullNs = medianNs(runs: 200) { _ in
        renderer.invalidate()
        renderer.render(model: model, offsets: offsets, into: back)
    }
    // The minute column scrolls 3 px a frame through many rows; the others stay put.
    var scrolled = offsets
    let scrollNs = medianNs(runs: 400) { run in
        scrolled[1] = offsets[1] + Fixed(3 * (run + 1))
        renderer.render(model: model, offsets: scrolled, into: back)
    }
    print("\(width)x\(height): memcpy of a frame \(format(memcpyNs / 1e6, 3)) ms; "
        + "full frame \(format(fullNs / memcpyNs, 2))x memcpy; "
        + "scrolling frame \(format(scrollNs / memcpyNs, 2))x memcpy; "
        + "cold first frame \(format(coldNs / 1e6, 2)) ms")
}

/// Times the first frame of a fresh renderer (fonts opened, glyph and row caches empty).
func coldFirstFrameNs(config: PickerConfig, model: PickerModel, layout: PickerLayout, fonts: BundledFonts, into buffer: PixelBuffer) throws -> Double {
    var samples: [Double] = []
    for _ in 0..<9 {
        let renderer = try PickerRenderer(config: config, model: model, layout: layout, fonts: fonts)
        let offsets = model.columns.map { layout.offset(forRow: $0.selectedRow) }
        samples.append(medianNs(runs: 1) { _ in renderer.render(model: model, offsets: offsets, into: buffer) })
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Prints the renderer's frame figures at both sizes.
func benchmarkFrames(fonts: BundledFonts) throws {
    print("picker-bench: three-column time picker, wheel style, XRGB8888, medians")
    try bench(width: 800, height: 480, fonts: fonts)
    try bench(width: 1920, height: 1080, fonts: fonts)
}
