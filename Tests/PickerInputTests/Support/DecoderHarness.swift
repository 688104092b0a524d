import PickerCore
@testable import PickerInput

/// Feeds an evemu event stream to a decoder for one of the test devices and
/// writes each resulting event as one readable line:
/// `<ms> down#0 100,200` (the pixel under the finger), `<ms> key up`, `<ms> encoder -2`.
struct DecoderHarness {
    var decoder: DeviceDecoder
    var lines: [String] = []

    /// The panel defaults to one pixel per device cell, so pixels read as raw axis values.
    init(device file: String, panel: PanelGeometry? = nil, settings: TouchMappingSettings = .init(), keys: KeyBindings = KeyBindings()) throws {
        let capabilities = try EvemuRecording.device(file)
        let geometry = panel ?? DecoderHarness.oneToOne(capabilities)
        decoder = DeviceDecoder(capabilities: capabilities, settings: settings, panel: geometry, keys: keys)
    }

    static func oneToOne(_ capabilities: DeviceCapabilities) -> PanelGeometry {
        let x = capabilities.absoluteAxes[EvdevAbs.mtPositionX] ?? capabilities.absoluteAxes[EvdevAbs.x]
        let y = capabilities.absoluteAxes[EvdevAbs.mtPositionY] ?? capabilities.absoluteAxes[EvdevAbs.y]
        guard let x, let y else { return PanelGeometry(widthPx: 800, heightPx: 480) }
        return PanelGeometry(widthPx: Int(x.maximum - x.minimum + 1), heightPx: Int(y.maximum - y.minimum + 1))
    }

    mutating func play(_ stream: String) throws -> [String] {
        var output: [TimedInputEvent] = []
        for event in try EvemuRecording.parse(stream).events {
            decoder.consume(event, into: &output)
        }
        let new = output.map(DecoderHarness.line)
        lines += new
        return new
    }

    mutating func unplug(atUs timeUs: Int64) -> [String] {
        var output: [TimedInputEvent] = []
        decoder.cancelTouches(timeUs: timeUs, into: &output)
        return output.map(DecoderHarness.line)
    }

    static func line(_ event: TimedInputEvent) -> String {
        let ms = event.timeUs / 1000
        switch event.event {
        case .touch(let touch): return "\(ms) \(touch.phase)#\(touch.id) \(touch.x.floor),\(touch.y.floor)"
        case .key(let key): return "\(ms) key \(key.rawValue)"
        case .keyReleased(let key): return "\(ms) key \(key.rawValue) released"
        case .encoder(let delta): return "\(ms) encoder \(delta)"
        case .wheel(let delta, let x, let y): return "\(ms) wheel \(delta) \(x.floor),\(y.floor)"
        case .select(let column, let row, _): return "\(ms) select \(column) \(row)"
        }
    }
}
