import PickerCore
import PickerRender
import PickerSystem
import PickerTestSupport

// Peak memory is measured in a child process that does nothing but what a
// double-buffered panel does, so the benchmark's own timing, printing and
// socket code is not counted against the renderer.

/// The child's side: two 1920x1080 buffers drawn in turn (each repainting what it
/// missed, as with buffer age) while the minute column scrolls through all its rows.
func drawForPeakMemory() throws {
    let width = 1920, height = 1080
    let picker = try BenchPicker(width: width, height: height)
    let (config, model, layout) = (picker.config, picker.model, picker.layout)
    let buffers = [
        PixelBuffer(width: width, height: height, format: .xrgb8888),
        PixelBuffer(width: width, height: height, format: .xrgb8888),
    ]
    let renderer = try PickerRenderer(config: config, model: model, layout: layout)
    var offsets = model.columns.map { layout.offset(forRow: $0.selectedRow) }
    var lastChanged: [Rect] = [buffers[1].bounds]
    for frame in 0..<(60 * layout.pitchPx / 7) {
        offsets[1] = offsets[1] + Fixed(7)
        let target = buffers[frame % 2]
        let stale = frame < 2 ? [target.bounds] : lastChanged
        lastChanged = renderer.render(model: model, offsets: offsets, into: target, staleDamage: stale).changed
    }
    // The peak is taken before the split is read: reading /proc/self/status allocates, and the
    // probe's own bookkeeping is no part of what a panel draws with.
    let peak = ResourceUsage.peakResidentBytes()
    let resident = withExtendedLifetime((buffers, renderer)) { ResourceUsage.residentBytes() ?? (anonymous: 0, fileBacked: 0) }
    print("\(peak) \(resident.anonymous) \(resident.fileBacked)")
}

/// The parent's side: runs this executable again with `--peak-memory` and prints its figures.
func benchmarkPeakMemory() throws {
    guard let executable = FileSystem.executablePath() else {
        throw RenderError("cannot find this executable to measure peak memory in a child process")
    }
    let child = try ChildProcess(executable, ["--peak-memory"])
    child.wait()
    let figures = child.output.split(separator: " ").compactMap { Int($0.filter { $0 != "\n" }) }
    guard child.exitCode == 0, figures.count == 3 else {
        throw RenderError("the peak-memory child failed: \(child.output)")
    }
    func mebibytes(_ bytes: Int) -> String { format(Double(bytes) / 1_048_576, 1) + " MiB" }
    print("peak memory: \(mebibytes(figures[0])) max RSS of a process drawing into two 1920x1080 buffers "
        + "(at the end: \(mebibytes(figures[1])) anonymous incl. \(mebibytes(2 * 1920 * 1080 * 4)) of buffers, "
        + "\(mebibytes(figures[2])) file-backed code and fonts)")
}
