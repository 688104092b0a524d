import PickerCore
import PickerInput
import PickerRender

/// A config file as `panel-picker render` and `run` take it.
enum ConfigTarget {
    /// Larger panels are parsed and laid out but not drawn: a frame's cost grows with its
    /// pixels, and the fuzzer needs thousands of inputs a second.
    static let maximumRenderedPixels = 320 * 240

    /// Where the golden configs' icons are, so configs that name them draw them (a fuzz build
    /// runs in the checkout it was built from).
    static let imageDirectory = String(#filePath.dropLast("Sources/PickerFuzzTargets/ConfigTarget.swift".count)) + "Tests/PickerRenderTests/Golden"

    static func run(_ bytes: [UInt8]) {
        guard let config = try? PickerConfig.parse(bytes, directory: imageDirectory),
              let model = try? PickerModel(config: config) else { return }
        _ = try? InputSettings(config.input)
        let layout = PickerLayout(config: config, model: model)
        guard layout.width * layout.height <= maximumRenderedPixels,
              let renderer = try? PickerRenderer(config: config, model: model, layout: layout) else { return }
        let buffer = PixelBuffer(width: layout.width, height: layout.height, format: .xrgb8888)
        renderer.render(model: model, offsets: model.columns.map { layout.offset(forRow: $0.selectedRow) }, into: buffer)
    }
}
