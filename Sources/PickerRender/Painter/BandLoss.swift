import PickerCore

/// What the band lost of a row it drew: its title cut, its trailing text left out beside it (a
/// text with a number is drawn whole or not at all), or its detail cut or left out.
package enum BandLoss: Equatable, Sendable {
    case titleCut(title: String, roomPx: Int, needPx: Int)
    case trailingTextLeftOut(title: String, text: String)
    /// Trial 111's disabled "Steam" read "Serbatoio dell'ac…" for why, with the log silent.
    case detailCut(title: String, detail: String)

    /// What was lost, whichever row lost it: one of each kind is kept a column.
    enum Kind: CaseIterable {
        case titleCut, trailingTextLeftOut, detailCut
    }

    var kind: Kind {
        switch self {
        case .titleCut: .titleCut
        case .trailingTextLeftOut: .trailingTextLeftOut
        case .detailCut: .detailCut
        }
    }

    /// What the log says of it, naming column `columnID` of `model` by its key.
    package func note(columnID: String, in model: PickerModel) -> String {
        let key = model.directory.entries.first { $0.id == columnID }?.keyPath ?? "column"
        let advice = "give the column more width, or the rows a shorter title or a smaller size (theme.font_size)"
        switch self {
        case .titleCut(let title, let roomPx, let needPx):
            return "\(key) \(columnID.quotedForMessage): the band cuts \(title.quotedForMessage) to \(roomPx) px, where it needs \(needPx) px; \(advice)"
        case .trailingTextLeftOut(let title, let text):
            return "\(key) \(columnID.quotedForMessage): the band leaves the trailing text \(text.quotedForMessage) out beside "
                + "\(title.quotedForMessage), with no room for it beside the title; \(advice)"
        case .detailCut(let title, let detail):
            return "\(key) \(columnID.quotedForMessage): the band cuts the detail \(detail.quotedForMessage) of \(title.quotedForMessage); "
                + "give the column more width, or the rows a shorter detail or a smaller size (theme.font_size)"
        }
    }
}
