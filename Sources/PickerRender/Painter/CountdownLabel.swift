import PickerCore

/// The text the event loop shows while `confirm.timeout_s` runs down (e.g. "5"),
/// drawn small in the panel's bottom-right corner in the row text colour.
/// The renderer keeps no clock: the caller passes the text each frame.
struct CountdownLabel {
    let label: TextLabel
    var text: String { label.text }
    var frame: Rect { label.frame }

    init(text: String, font: Font, panelWidth: Int, panelHeight: Int) {
        let margin = max(4, font.pixelSize / 2)
        label = TextLabel(text: text, font: font, maxWidthPx: panelWidth / 2) { width, height in
            (panelWidth - margin - width, panelHeight - margin - height)
        }
    }

    func paint(_ surface: Surface, clip: Rect, color: UInt32) {
        label.paint(surface, clip: clip, color: color)
    }
}
