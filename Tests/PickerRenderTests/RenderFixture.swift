import PickerCore
import PickerSystem
@testable import PickerRender

/// A config rendered the way `panel-picker render` does, for tests.
struct RenderFixture {
    static let repository = FileSystem.directoryName(of: FileSystem.directoryName(of: FileSystem.directoryName(of: #filePath)))
    static let goldenDirectory = repository + "/Tests/PickerRenderTests/Golden"
    /// The file the built-in regular face is compiled from, for tools that read files (hb-shape).
    static let regularFontPath = repository + "/Fonts/DejaVuSans.ttf"

    let config: PickerConfig
    let model: PickerModel
    let layout: PickerLayout
    let renderer: PickerRenderer

    init(_ json: String, directory: String = "") throws {
        config = try PickerConfig.parse(Array(json.utf8), directory: directory)
        model = try PickerModel(config: config)
        layout = PickerLayout(config: config, model: model)
        renderer = try PickerRenderer(config: config, model: model, layout: layout)
    }

    var selectedOffsets: [Fixed] { model.columns.map { layout.offset(forRow: $0.selectedRow) } }

    /// A fresh buffer with this frame drawn into it.
    func frame(offsets: [Fixed]? = nil, format: PixelFormat = .xrgb8888, stride: Int? = nil) -> PixelBuffer {
        let buffer = PixelBuffer(width: layout.width, height: layout.height, format: format, stride: stride)
        renderer.render(model: model, offsets: offsets ?? selectedOffsets, into: buffer)
        return buffer
    }
}

extension PixelBuffer {
    /// Every pixel as `0x00RRGGBB`, row by row (ignores stride padding).
    var pixels: [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(width * height)
        for y in 0..<height { for x in 0..<width { result.append(xrgb(x: x, y: y)) } }
        return result
    }
}

extension FontFace {
    /// The file the face was opened from ("" for a built-in face).
    var path: String {
        switch source {
        case .file(let path), .catalogued(let path, _): path
        case .builtIn: ""
        }
    }
}
