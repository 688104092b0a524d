import PickerCore
import PickerRender

/// What a reload pauses the picker for beside a long list (docs/library.md, what a data source
/// costs): the config read again, its model made and the whole picker sized anew, as every reload
/// does, for a 800x480 picker of 3,000 rich rows (a title, a detail under it, a trailing number)
/// beside a column of three. Timed against the same reload beside 3,000 plain titles just before
/// it, so that the ratio holds on a shared machine.
func benchmarkReload() throws {
    func document(rich: Bool) -> [UInt8] {
        let rows = (0..<3_000).map { row in
            rich ? #"{"text": "Strings Bright \#(row)", "detail": "Pad", "trailing_text": "\#(row + 1)"}"# : #""Strings Bright \#(row)""#
        }
        let text = #"{"size": "800x480", "columns": [{"items": [\#(rows.joined(separator: ","))]}, {"items": ["Fare 0", "Fare 1", "Fare 2"]}]}"#
        return Array(text.utf8)
    }
    func reload(_ bytes: [UInt8]) {
        do {
            let config = try PickerConfig.parse(bytes, directory: "")
            _ = try PickerRenderer.sizing(config: config, model: try PickerModel(config: config))
        } catch {
            fatalError("picker-bench: the reload benchmark's config: \(error)")
        }
    }
    let (rich, plain) = (document(rich: true), document(rich: false))
    let clock = ContinuousClock()
    var richNs: [Double] = []
    let (ratio, plainNs) = medianRatio(runs: 9, baseline: { reload(plain) }) { _ in
        richNs.append(nanoseconds(clock.measure { reload(rich) }))
    }
    print("reload beside 3,000 rows at 800x480: rich rows \(format(median(richNs) / 1e6, 1)) ms, "
          + "plain titles \(format(plainNs / 1e6, 1)) ms; rich \(format(ratio, 2))x plain")
}
