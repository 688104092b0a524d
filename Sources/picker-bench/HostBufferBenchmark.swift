import PickerCore
import PickerRender

/// A picker drawing into a rectangle of a host's buffer (`Picker(configuration:renderTarget:)`) against
/// the same picker offscreen: the scrolling frame's cost in each target format, as a ratio to the
/// offscreen frame timed just before it. The renderer draws the 32-bit formats in place through a
/// view of the host's rows (a wider stride); RGB565 through its shadow, converted over the damage.
func benchmarkHostBuffer() throws {
    let picker = try BenchPicker(width: 800, height: 480)
    let (config, model, layout) = (picker.config, picker.model, picker.layout)
    let offsets = model.columns.map { layout.offset(forRow: $0.selectedRow) }
    let offscreen = PixelBuffer(width: 800, height: 480, format: .xrgb8888)
    let offscreenRenderer = try PickerRenderer(config: config, model: model, layout: layout)
    var figures: [String] = []
    for (name, pixelFormat, writesAlpha) in [("xrgb8888", PixelFormat.xrgb8888, false), ("argb8888 premultiplied", .xrgb8888, true),
                                        ("rgb565", .rgb565, false)] {
        // The host's 1920x1080 screen, the picker at (560, 300) in it.
        let screen = PixelBuffer(width: 1920, height: 1080, format: pixelFormat)
        let view = PixelBuffer(borrowing: screen.bytes + 300 * screen.stride + 560 * pixelFormat.bytesPerPixel,
                               width: 800, height: 480, stride: screen.stride, format: pixelFormat)
        let renderer = try PickerRenderer(config: config, model: model, layout: layout, writesAlpha: writesAlpha)
        renderer.render(model: model, offsets: offsets, into: view)
        offscreenRenderer.render(model: model, offsets: offsets, into: offscreen)
        // Both scroll the minute column 3 px a frame through the same offsets.
        var scrolled = offsets, baselineRun = 0
        let ratio = medianRatio(runs: 400, baseline: {
            baselineRun += 1
            scrolled[1] = offsets[1] + Fixed(3 * baselineRun)
            offscreenRenderer.render(model: model, offsets: scrolled, into: offscreen)
        }) { _ in
            renderer.render(model: model, offsets: scrolled, into: view)
        }.ratio
        figures.append("\(name) \(format(ratio, 2))x")
    }
    print("800x480 in a 1920x1080 host buffer: scrolling frame " + figures.joined(separator: ", ") + " the offscreen frame's time")
}
