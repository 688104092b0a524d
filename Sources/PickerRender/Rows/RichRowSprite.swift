import PickerCore

/// What a vertical column's rows do at their leading end, decided for the whole column so that
/// their titles start at one place: "home…", "offic…" and "lab" began at three, beside signal bars
/// and without, and a plain "Hidden network…" 46 px left of "office" beside its bars.
struct ColumnLeading: Hashable {
    /// Every row leaves its leading icon (a plain row its image) out, as one of them must for its title.
    var iconsLeftOut = false
    /// Where every row's title starts at the least, from the row's start: the room the widest
    /// leading icon of the column takes with its gap (0 in a centred column).
    var titleStartPx = 0
}

/// The places a horizontal picker's titled rich items keep, decided for the whole column so that
/// each part stands where its neighbours' do: "cafe-guest", with no lock, kept its signal bars
/// beside "home-5G" and "office" without theirs, and stood lower.
struct ColumnStack: Hashable {
    /// The parts every item keeps a place for (those some item has, less those one must leave
    /// out), and the height the icons are fitted to.
    var parts: RowSpriteBuilder.HorizontalRichParts
    /// How long the leading and trailing icons' places are: the tallest of the column's icons as drawn.
    var leadingPx = 0
    var trailingPx = 0
}

/// The sizes of the trailing icons a column's rows keep a place for. The place is as wide as the
/// widest of them as drawn in a row's box, never wider than an icon (icons are scaled down, never
/// up): large text kept 50 px for a 24 px lock beside "-71 dBm", and cut "cafe-guest" (trial 24).
struct TrailingIconPlace: Hashable {
    struct Size: Hashable {
        var width: Int, height: Int
    }

    var sizes: Set<Size> = []

    func widthPx(maxWidth: Int, maxHeight: Int) -> Int {
        sizes.map { RowSpriteBuilder.fit(width: $0.width, height: $0.height, maxWidth: maxWidth, maxHeight: maxHeight).width }.max() ?? 0
    }
}

/// A rich row's parts, opened and ready to lay out.
struct RichRowContent {
    var title: String
    var leadingImage: RowImage?
    var parts: RowParts
    var trailingImage: RowImage?
    /// The trailing icons of the column, where its rows keep a trailing icon's place
    /// (`PickerRenderer.trailingIconPlace`); nil where they keep none.
    var trailingIconPlace: TrailingIconPlace?
    /// What the column's rows do at their leading end (`PickerRenderer.columnLeading`).
    var columnLeading = ColumnLeading()
    /// In a horizontal picker, the places every titled item of the column keeps
    /// (`PickerRenderer.columnStack`); nil: the item decides alone.
    var columnStack: ColumnStack?
    /// The row's title and detail fonts in the band, in which the parts it shows are decided.
    var bandFonts: (title: Font, detail: Font)?
    /// The column's alignment. A vertical row that spans its column (it has a trailing part) puts
    /// its title and detail against its trailing parts where the column is aligned to that end: a
    /// number beside its unit, "8.5 km/h", where an end-aligned speed column drew "8.5" at the
    /// start and "km/h" 120 px away (trial 74). Otherwise they begin at its start, as a list's do.
    /// A row as long as its content aligns its title and a detail under it each so.
    var columnAlignment = Alignment.center

    /// Whether the column aligns a row's text to the row's far end, its trailing side, in a row
    /// that reads right to left (`rightToLeft`) or not.
    func alignsToFarEnd(rightToLeft: Bool) -> Bool {
        switch columnAlignment {
        case .end: true
        case .right: !rightToLeft
        case .left: rightToLeft
        case .start, .center: false
        }
    }
}

/// Rich rows: title, detail line, trailing text and icons in one sprite, so the painter
/// draws them exactly like plain rows. The detail and trailing text are drawn in the
/// smaller detail font at `secondaryCoverage256`/256 of full coverage: dimmer in any colour.
extension RowSpriteBuilder {
    func richSprite(_ content: RichRowContent, font: Font, detailFont: Font) -> RowSprite {
        switch axis {
        case .vertical: return verticalRichSprite(content, font: font, detailFont: detailFont)
        case .horizontal: return horizontalRichSprite(content, font: font, detailFont: detailFont)
        }
    }

    /// How a vertical rich row shares its length: the icons' sizes and room, the trailing text as
    /// it is drawn (nil: left out), and what is left for the title and a detail after it.
    struct RichRowRoom {
        let gap: Int
        let leading: (width: Int, height: Int)?
        let trailing: (width: Int, height: Int)?
        let leadingRoom: Int
        let trailingIconRoom: Int
        let trailingText: TextRun?
        let textRoom: Int
    }

    /// The title keeps the most room: icons take at most a sixth of the row each, and are left out
    /// where they would cut the title below its first three characters and "…"; the trailing text
    /// takes what the title does not need (RowRoom), and a detail beside the title what the title
    /// leaves (a title cut short beside a detail that is also cut reads as neither).
    func verticalRichRoom(_ content: RichRowContent, font: Font, detailFont: Font) -> RichRowRoom {
        let length = crossRoomPx
        let gap = iconGapPx
        // Which parts a row shows is decided in the band's fonts, the wider, so that a row keeps its
        // parts as it turns into the band: a lock that vanished on selection looked like a change.
        let bandFont = content.bandFonts?.title ?? font, bandDetailFont = content.bandFonts?.detail ?? detailFont
        let (leading, trailing) = shownIcons(content, bandFont: bandFont)
        let leadingRoom = max(leading.map { $0.width + gap } ?? 0, content.columnLeading.titleStartPx)
        // Where other rows of the column have a trailing icon, this one's trailing text ends where
        // theirs do: "-71 dBm" without a lock ended 40 px right of "-60 dBm" beside one. The place
        // is the widest icon's as drawn, at most a square; one left out for the title's sake gives it up.
        // A trailing text left out needs no place.
        let iconPlace = content.parts.trailingText != nil && (content.trailingImage == nil || trailing != nil)
            ? content.trailingIconPlace?.widthPx(maxWidth: length / 6, maxHeight: iconHeightPx(bandFont: bandFont)) ?? 0 : 0
        let iconRoom = trailing.map { $0.width + gap } ?? 0
        var placedIconRoom = iconPlace > 0 ? max(trailing?.width ?? 0, iconPlace) + gap : iconRoom
        func trailingTextRoom(_ text: String, font: Font, detailFont: Font) -> (RowRoom.TrailingText, whole: TextRun) {
            // Measured past the row's length, so a title longer than the row is seen to be (RowRoom).
            let titleNeeds = content.title.isEmpty ? 0 : wholeInkPx(content.title, font: font)
            let whole = TextRun(text, font: detailFont, direction: secondaryDirection(text), maxWidthPx: length)
            let least = RowSpriteBuilder.leastCut(text, font: detailFont, ellipsis: String(detailFont.ellipsis.characters),
                                                  direction: secondaryDirection(text)).px
            // A title cut for a number keeps half of itself: "hom…" beside "-48 dBm" named no network (trial 13).
            let titleLeast = content.title.isEmpty ? 0
                : max(titleNeeds / 2, RowSpriteBuilder.leastCut(content.title, font: font, ellipsis: String(font.ellipsis.characters), direction: direction).px)
            return (RowRoom.trailingText(rowPx: length, iconsPx: leadingRoom + placedIconRoom, titleNeedsPx: titleNeeds,
                                         trailingNeedsPx: whole.ink(font: detailFont).width, gapPx: gap, leastCutPx: least,
                                         wholeOrNothing: RowSpriteBuilder.misreadsWhenCut(text), titleLeastPx: titleLeast), whole)
        }
        // A row with no icon of its own gives the place up where its trailing text would be cut in
        // it in the band: "-71 dBm" whole beside "cafe-guest" reads better than "-71 d…" in line
        // with the locks. Decided in the band's fonts, so the text stays put as the row turns in.
        if placedIconRoom > iconRoom, content.trailingImage == nil, let text = content.parts.trailingText,
           trailingTextRoom(text, font: bandFont, detailFont: bandDetailFont).0 != .whole {
            placedIconRoom = iconRoom
        }
        func shown(_ room: RowRoom.TrailingText, _ text: String) -> Bool {
            switch room {
            case .whole: true
            case .cut: !RowSpriteBuilder.misreadsWhenCut(text)
            case .leftOut: false
            }
        }
        let trailingText = content.parts.trailingText.flatMap { text -> TextRun? in
            if content.bandFonts != nil, !shown(trailingTextRoom(text, font: bandFont, detailFont: bandDetailFont).0, text) { return nil }
            let (room, whole) = trailingTextRoom(text, font: font, detailFont: detailFont)
            switch room {
            case .whole: return whole
            case .cut(let maxPx): return shown(room, text) ? TextRun(text, font: detailFont, direction: secondaryDirection(text), maxWidthPx: maxPx) : nil
            case .leftOut: return nil
            }
        }
        let trailingIconRoom = trailingText == nil ? iconRoom : placedIconRoom
        let trailingTextRoom = trailingText.map { $0.ink(font: detailFont).width + gap } ?? 0
        return RichRowRoom(gap: gap, leading: leading, trailing: trailing, leadingRoom: leadingRoom, trailingIconRoom: trailingIconRoom,
                           trailingText: trailingText, textRoom: max(1, length - leadingRoom - trailingIconRoom - trailingTextRoom))
    }

    /// Where a vertical row's trailing text is cut or left out beside its title, the share of what
    /// the two need whole (with the gap between) that the row has room for beside its icons: how
    /// far a default font shrinks so that "home-5G" keeps "-48 dBm". Nil where it is drawn whole.
    func trailingTextShare(_ content: RichRowContent, room: RichRowRoom, font: Font, detailFont: Font) -> Double? {
        guard let text = content.parts.trailingText else { return nil }
        if let shown = room.trailingText, shown.ink(font: detailFont).width >= wholeInkPx(text, font: detailFont) { return nil }
        let line = wholeLine(content, room: room, font: font, detailFont: detailFont, withDetailAfter: false)
        return Double(max(0, line.roomPx)) / Double(max(1, line.needPx))
    }

    /// What a vertical row's title needs whole on its line, with its trailing text and (with
    /// `withDetailAfter`) a detail after it, and the gaps between; and the room its icons leave them.
    func wholeLine(_ content: RichRowContent, room: RichRowRoom, font: Font, detailFont: Font, withDetailAfter: Bool) -> (needPx: Int, roomPx: Int) {
        let detailAfter = withDetailAfter && content.parts.detailPosition == .after ? content.parts.detail : nil
        let texts = [content.title.isEmpty ? nil : wholeInkPx(content.title, font: font), detailAfter.map { wholeInkPx($0, font: detailFont) },
                     content.parts.trailingText.map { wholeInkPx($0, font: detailFont) }].compactMap { $0 }
        let iconsPx = room.leadingRoom + max(room.trailingIconRoom, room.trailing.map { $0.width + room.gap } ?? 0)
        return (texts.reduce(0, +) + max(0, texts.count - 1) * room.gap,
                crossRoomPx - iconsPx - (content.parts.trailingText == nil ? 0 : room.gap))
    }

    /// How far a detail under the title falls short of its line (its ink less its room; not above 0
    /// when it shows whole); nil for a row with no detail under its title. `wholeLine` measures a
    /// title's line: trial 49's preferred size cut "no presence sensor" under "Away".
    func detailBelowShortfallPx(_ content: RichRowContent, room: RichRowRoom, detailFont: Font) -> Int? {
        guard content.parts.detailPosition != .after, let detail = content.parts.detail else { return nil }
        return wholeInkPx(detail, font: detailFont) - detailBelowRoomPx(content, room: room)
    }

    /// The room a row's detail has: after the title, what the title (`titleWidth` as drawn) leaves
    /// of the text's room; under it, `detailBelowRoomPx`.
    private func detailRoomPx(_ content: RichRowContent, room: RichRowRoom, titleWidth: Int) -> Int {
        content.parts.detailPosition == .after ? room.textRoom - titleWidth - (content.title.isEmpty ? 0 : room.gap)
            : detailBelowRoomPx(content, room: room)
    }

    /// Whether a rich row's detail is drawn whole beside or under its title in `font`'s and
    /// `detailFont`'s sizes; nil for a row with no detail.
    func detailIsWhole(_ content: RichRowContent, room: RichRowRoom, font: Font, detailFont: Font) -> Bool? {
        guard let detail = content.parts.detail else { return nil }
        let titleWidth = content.title.isEmpty ? 0
            : TextRun(content.title, font: font, direction: direction, maxWidthPx: room.textRoom).ink(font: font).width
        return wholeInkPx(detail, font: detailFont) <= detailRoomPx(content, room: room, titleWidth: titleWidth)
    }

    /// The room of a detail under the title: the title's, or, beside a trailing text, the room under
    /// it too, as the trailing text then keeps to the title's line (centred across both lines,
    /// "-55 dBm" left "open · 2.4 GHz" as "ope…").
    private func detailBelowRoomPx(_ content: RichRowContent, room: RichRowRoom) -> Int {
        let trailingOnTitleLine = !content.title.isEmpty && room.trailingText != nil
        return trailingOnTitleLine ? crossRoomPx - room.leadingRoom - room.trailingIconRoom : room.textRoom
    }

    /// A text's ink on one line, measured past the row's length so a text longer than the row is seen to be.
    func wholeInkPx(_ text: String, font: Font) -> Int {
        TextRun(text, font: font, direction: direction, maxWidthPx: 2 * crossRoomPx).ink(font: font).width
    }

    /// A vertical row's icons as drawn, fitted, and nil for one left out (the leading one also where
    /// the column leaves them all out). Decided in the band's title font `bandFont`, so the row keeps
    /// the same parts in the band and out of it.
    func shownIcons(_ content: RichRowContent, bandFont: Font) -> (leading: (width: Int, height: Int)?, trailing: (width: Int, height: Int)?) {
        let length = crossRoomPx, gap = iconGapPx, iconHeight = iconHeightPx(bandFont: bandFont)
        var leading = content.columnLeading.iconsLeftOut ? nil : content.leadingImage.map { fit($0, maxWidth: length / 6, maxHeight: iconHeight) }
        var trailing = content.trailingImage.map { fit($0, maxWidth: length / 6, maxHeight: iconHeight) }
        // An icon beside a title cut to "o…" names nothing: the icons go before the title's first
        // three characters do, the leading one first (the trailing one is a state, such as a lock,
        // where the leading signal bars say again what the trailing text says).
        // A row with no icon to leave out has no need to measure its title for it.
        if leading != nil || trailing != nil, let titleLeast = titleLeastPx(content.title, bandFont: bandFont) {
            func titleRoom() -> Int { length - (leading.map { $0.width + gap } ?? 0) - (trailing.map { $0.width + gap } ?? 0) }
            if titleRoom() < titleLeast { leading = nil }
            if titleRoom() < titleLeast { trailing = nil }
        }
        return (leading, trailing)
    }

    /// Icons are as tall as the title's line and a half, in a row's seven tenths at most: a font
    /// shrunk for a small panel left 33 px signal bars beside 12 px names, taking a date's room.
    private func iconHeightPx(bandFont: Font) -> Int { min(rowExtentPx * 7 / 10, bandFont.lineHeightPx * 3 / 2) }

    /// The least a rich row's title keeps in the band's font: its first three characters and "…",
    /// or all of it when shorter; nil for no title.
    private func titleLeastPx(_ title: String, bandFont: Font) -> Int? {
        guard !title.isEmpty else { return nil }
        let titleInk = TextRun(title, font: bandFont, direction: direction, maxWidthPx: crossRoomPx).ink(font: bandFont).width
        return min(titleInk, RowSpriteBuilder.leastCut(title, font: bandFont, ellipsis: String(bandFont.ellipsis.characters),
                                                       direction: direction).px)
    }

    /// A detail or trailing text is cut only as far as its first three characters and "…" (a lone
    /// "…" or "-4…" says nothing, so with less room the part is left out), and large text may cut a
    /// title no further (nor, under large text, past what tells it from its column's others,
    /// `length`): that least text, and its width in `font`.
    /// The cut is `TextRun`'s own (`TextRun.leastCount`), so the least measured is the least drawn:
    /// "00 min" keeps "00 m…", where its first three characters alone are drawn as "00…" (trial 67).
    /// The direction a detail or trailing text is shaped in: a right-to-left row's, unless its first
    /// strong character is left to right, as a unit's is. "°C" after a number in an Arabic row read
    /// "C°" (trial 117): a part of its own, it is set as an isolate would set it (UAX #9's first
    /// strong), and the row still puts it at its end.
    func secondaryDirection(_ text: String) -> TextDirection {
        direction == .rtl && BidiLevels.firstStrongIsLeftToRight(text) ? .ltr : direction
    }

    static func leastCut(_ text: String, font: Font, ellipsis: String, direction: TextDirection, keeping length: Int = 3) -> (text: String, px: Int) {
        let characters = Array(text)
        let count = TextRun.leastCount(characters, keeping: length)
        let least = count < characters.count ? String(characters[..<TextRun.cutEnd(characters, keeping: count)]) + ellipsis : text
        return (least, TextRun(least, font: font, direction: direction).ink(font: font).width)
    }

    /// Spans the whole room so the trailing parts end at the column's inner edge: leading icon,
    /// title (with the detail after it or under it), then trailing text and trailing icon at the far
    /// end; a row with no trailing part spans its content only. A right-to-left title mirrors the
    /// row, so leading and trailing swap sides.
    private func verticalRichSprite(_ content: RichRowContent, font: Font, detailFont: Font) -> RowSprite {
        let length = crossRoomPx
        let room = verticalRichRoom(content, font: font, detailFont: detailFont)
        let (gap, leading, trailing) = (room.gap, room.leading, room.trailing)
        let (leadingRoom, trailingIconRoom, trailingText, textRoom) = (room.leadingRoom, room.trailingIconRoom, room.trailingText, room.textRoom)
        let detailAfter = content.parts.detailPosition == .after
        let ellipsis = String(detailFont.ellipsis.characters)
        func leastCutPx(_ text: String) -> Int { RowSpriteBuilder.leastCut(text, font: detailFont, ellipsis: ellipsis, direction: secondaryDirection(text)).px }
        let trailingInk = trailingText?.ink(font: detailFont)
        let titleRun = content.title.isEmpty ? nil : TextRun(content.title, font: font, direction: direction, maxWidthPx: textRoom)
        let titleInk = titleRun?.ink(font: font)
        let titleWidth = titleInk?.width ?? 0
        let rightToLeft = titleRun?.isRightToLeft ?? (direction == .rtl)
        let detailRoom = detailRoomPx(content, room: room, titleWidth: titleWidth)
        let detail = content.parts.detail.flatMap { text in
            detailRoom < leastCutPx(text) ? nil : TextRun(text, font: detailFont, direction: secondaryDirection(text), maxWidthPx: detailRoom)
        }

        // Baselines: one line centred, or title and detail stacked and centred together.
        let centred = { (f: Font) in (rowExtentPx * 64 + f.ascender26 + f.descender26 + 64) / 128 }
        var titleBaseline = centred(font), detailBaseline = centred(font)
        if detail != nil && !detailAfter {
            let block = (titleRun == nil ? 0 : font.lineHeightPx) + detailFont.lineHeightPx
            let top = (rowExtentPx - block) / 2
            titleBaseline = top + (font.ascender26 + 32) / 64
            detailBaseline = top + (titleRun == nil ? 0 : font.lineHeightPx) + (detailFont.ascender26 + 32) / 64
            let inks = (title: titleInk?.rows, detail: detail?.ink(font: detailFont).rows)
            if block > rowExtentPx, let titleRows = inks.title, let detailRows = inks.detail,
               titleRows.count + detailRows.count + 2 <= rowExtentPx {
                // Lines taller than the row (fonts grown for large text, or sized by the config) whose
                // ink still fits: the row's spare room goes in equal thirds above, between and below
                // the two inks, where the lines' own room had "Office" sit on "2nd floor".
                let gap = max(2, (rowExtentPx - titleRows.count - detailRows.count) / 3)
                let top = (rowExtentPx - titleRows.count - detailRows.count - gap) / 2
                titleBaseline = top - titleRows.lowerBound
                detailBaseline = top + titleRows.count + gap - detailRows.lowerBound
            } else if block > rowExtentPx {
                // Not even the ink fits: the title's accents keep the row's top and the detail's
                // descenders its bottom; what gives is the room between the lines.
                let titleAscent = (font.ascender26 + 63) / 64, detailDescent = (-detailFont.descender26 + 63) / 64
                titleBaseline = titleRun == nil ? titleBaseline : titleAscent
                detailBaseline = rowExtentPx - detailDescent
            }
            // An accent on a capital (É) rises past the font's ascender: the row's own ink stays in the row,
            // else the band, which draws only its own row, cuts it off the row next to it.
            if let top = titleInk?.rows?.lowerBound { titleBaseline = max(titleBaseline, -top) }
            if let bottom = detail?.ink(font: detailFont).rows?.upperBound { detailBaseline = min(detailBaseline, rowExtentPx - bottom) }
        }

        // A row with nothing at its far end is as long as its content, so the column aligns it as
        // it aligns a plain row: centred, "Garage" and its detail sat at the left edge under a
        // centred "Study". One whose trailing parts are left out for room still spans the room:
        // "Kolkata", its "UTC+5:30" left out in the band, jumped to the centre (trial 21).
        let detailWidth = detail?.ink(font: detailFont).width ?? 0
        let textExtent = detailAfter ? titleWidth + (detail == nil ? 0 : (titleRun == nil ? 0 : gap) + detailWidth) : max(titleWidth, detailWidth)
        let hasFarEnd = content.parts.trailingText != nil || content.trailingImage != nil || trailingIconRoom > 0
        let spriteLength = hasFarEnd ? length : max(1, min(length, leadingRoom + textExtent))

        // Each part is a sprite of its own, as wide as its ink, so the painter never walks the
        // empty room between them. `from` counts pixels from the row's start edge (the right one
        // in a right-to-left row).
        func left(from start: Int, width: Int, in whole: Int) -> Int { rightToLeft ? whole - start - width : start }
        var pieces: [RowSprite.Piece] = []
        func textPiece(_ run: TextRun, _ ink: TextRun.Ink, font: Font, from start: Int, baseline: Int, secondary: Bool) {
            let width = ink.width
            guard width > 0 else { return }
            let struck = strikesTitle && !secondary
            let lines = ((struck ? ink.struck(font: font) : ink).rows(baselineY: baseline) ?? 0..<0).clamped(to: 0..<rowExtentPx)
            var canvas = AlphaCanvas(width: width, height: lines.count)
            run.draw(into: &canvas, font: font, originX: -ink.left, baselineY: baseline - lines.lowerBound, struck: struck ? ink : nil)
            if secondary { dim(&canvas.coverage) }
            let sprite = RowSprite(lineCount: rowExtentPx, length: width, lines: lines, coverage: canvas.coverage,
                                   image: [], isRightToLeft: rightToLeft)
            pieces.append(RowSprite.Piece(offset: left(from: start, width: width, in: spriteLength), sprite: sprite, isSecondary: secondary))
        }
        func iconPiece(_ image: RowImage?, _ size: (width: Int, height: Int)?, from start: (Int) -> Int) {
            guard let image, let size else { return }
            let top = (rowExtentPx - size.height) / 2
            let pixels = iconPlane(image, size, count: size.width * size.height) { x, y in y * size.width + x }
            let sprite = RowSprite(lineCount: rowExtentPx, length: size.width, lines: top..<(top + size.height), coverage: [],
                                   image: pixels, isRightToLeft: rightToLeft)
            pieces.append(RowSprite.Piece(offset: left(from: start(size.width), width: size.width, in: spriteLength), sprite: sprite, isSecondary: false))
        }

        // Against the trailing parts, the title ends where its room does, a detail after it with it,
        // and a detail under it ends where the title does unless it is wider. A row as long as its
        // content aligns each of its two lines as the column aligns rows: "12" over "withdrawn" and
        // "17" over "day" are centred each, so the numbers stand in one line (trial 76).
        let farEnd = hasFarEnd && content.alignsToFarEnd(rightToLeft: rightToLeft)
        func lineFrom(_ width: Int) -> Int {
            if farEnd { return leadingRoom + max(0, textRoom - width) }
            guard !hasFarEnd, !detailAfter else { return leadingRoom }
            let spare = textExtent - width
            return leadingRoom + (content.columnAlignment == .center ? spare / 2 : content.alignsToFarEnd(rightToLeft: rightToLeft) ? spare : 0)
        }
        let titleFrom = lineFrom(detailAfter ? textExtent : titleWidth)
        iconPiece(content.leadingImage, leading) { _ in 0 }
        if let titleRun, let titleInk { textPiece(titleRun, titleInk, font: font, from: titleFrom, baseline: titleBaseline, secondary: false) }
        if let detail {
            let from = detailAfter ? titleFrom + (titleRun != nil ? titleWidth + gap : 0) : lineFrom(detailWidth)
            textPiece(detail, detail.ink(font: detailFont), font: detailFont, from: from, baseline: detailAfter ? titleBaseline : detailBaseline,
                      secondary: true)
        }
        // On the title's baseline, as a detail after the title is: centred in its smaller font,
        // "-48 dBm" stood 3 px above "home-5G" and "WPA2 · 5 GHz" beside it.
        if let trailingText, let trailingInk {
            textPiece(trailingText, trailingInk, font: detailFont, from: length - trailingIconRoom - trailingInk.width,
                      baseline: titleRun != nil ? titleBaseline : centred(detailFont), secondary: true)
        }
        iconPiece(content.trailingImage, trailing) { length - $0 }
        return RowSprite(lineCount: rowExtentPx, length: spriteLength, isRightToLeft: rightToLeft, pieces: pieces)
    }

    /// Items are narrow in a horizontal picker: the parts stack across the scroll axis, each
    /// centred along the item: leading icon, title, detail, trailing text, trailing icon. Each
    /// is a piece of its own across the item, stored transposed (a line per pixel column).
    private func horizontalRichSprite(_ content: RichRowContent, font: Font, detailFont: Font) -> RowSprite {
        let room = RowSpriteBuilder.horizontalContentRoomPx(itemPx: rowExtentPx)
        // An item keeps its column's places (`PickerRenderer.columnStack`), so that its parts stand
        // where its neighbours' do; one with no title decides alone, and keeps its icons.
        let places = content.title.isEmpty ? nil : content.columnStack
        let shown = places?.parts ?? horizontalRichParts(content, font: font, detailFont: detailFont)
        enum Part {
            /// An icon, centred in a place `placePx` long.
            case icon(RowImage, (width: Int, height: Int), placePx: Int)
            case text(TextRun, Font, secondary: Bool)
            /// A place the column keeps for a part this item does not have.
            case blank(Int)
        }
        func icon(_ image: RowImage?, placePx: Int?) -> Part {
            guard let image else { return .blank(placePx ?? 0) }
            let size = fit(image, maxWidth: room, maxHeight: shown.iconPx)
            return .icon(image, size, placePx: max(size.height, placePx ?? 0))
        }
        func secondary(_ text: String?) -> Part {
            text.map { .text(TextRun($0, font: detailFont, direction: secondaryDirection($0), maxWidthPx: room), detailFont, secondary: true) }
                ?? .blank(detailFont.lineHeightPx)
        }
        var parts: [Part] = []
        if shown.leading { parts.append(icon(content.leadingImage, placePx: places?.leadingPx)) }
        if !content.title.isEmpty { parts.append(.text(TextRun(content.title, font: font, direction: direction, maxWidthPx: room), font, secondary: false)) }
        if shown.detail { parts.append(secondary(content.parts.detail)) }
        // As in a vertical row, a trailing text that misreads when cut, and that the item cannot
        // hold whole in the band's font, is left out ("UTC+5…").
        let trailingText = content.parts.trailingText.flatMap { text in
            !RowSpriteBuilder.misreadsWhenCut(text) || wholeInkPx(text, font: content.bandFonts?.detail ?? detailFont) <= room ? text : nil
        }
        if shown.trailingText, places != nil || trailingText != nil { parts.append(secondary(trailingText)) }
        if shown.trailing { parts.append(icon(content.trailingImage, placePx: places?.trailingPx)) }
        let gap = horizontalGapPx(font)
        var pieces: [RowSprite.Piece] = []
        var top = 0
        for part in parts {
            let sprite: RowSprite, secondary: Bool, placePx: Int
            switch part {
            case .blank(let length):
                top += length + gap
                continue
            case .icon(let image, let size, let place):
                let left = (rowExtentPx - size.width) / 2
                let pixels = iconPlane(image, size, count: size.width * size.height) { x, y in x * size.height + y }
                sprite = RowSprite(lineCount: rowExtentPx, length: size.height, lines: left..<(left + size.width), coverage: [],
                                   image: pixels, isRightToLeft: false)
                (secondary, placePx) = (false, place)
            case .text(let run, let font, let isSecondary):
                let height = font.lineHeightPx
                var line = AlphaCanvas(width: rowExtentPx, height: height)
                let ink = run.ink(font: font)
                run.draw(into: &line, font: font, originX: (rowExtentPx - ink.width) / 2 - ink.left, baselineY: (font.ascender26 + 32) / 64,
                         struck: strikesTitle && !isSecondary ? ink : nil)
                var coverage = [UInt8](repeating: 0, count: rowExtentPx * height)
                for y in 0..<height {
                    for x in 0..<rowExtentPx { coverage[x * height + y] = line.coverage[y * rowExtentPx + x] }
                }
                if isSecondary { dim(&coverage) }
                sprite = RowSprite(lineCount: rowExtentPx, length: height, lines: 0..<rowExtentPx, coverage: coverage, image: [],
                                   isRightToLeft: false)
                (secondary, placePx) = (isSecondary, height)
            }
            pieces.append(RowSprite.Piece(offset: top + (placePx - sprite.length) / 2, sprite: sprite, isSecondary: secondary))
            top += placePx + gap
        }
        return RowSprite(lineCount: rowExtentPx, length: max(1, top - gap), isRightToLeft: false, pieces: pieces)
    }

    private func horizontalGapPx(_ font: Font) -> Int { max(2, font.pixelSize / 6) }

    /// Whether a trailing text cut short would read as another value, so it is drawn whole or left
    /// out: one with a digit ("UTC+5…" for "UTC+5:30", "-4…" for "-48 dBm").
    static func misreadsWhenCut(_ text: String) -> Bool { text.contains(where: \.isNumber) }

    /// Which of a horizontal rich item's parts show, and how tall its icons are drawn; for a column
    /// (`PickerRenderer.columnStack`), the parts every item keeps a place for.
    struct HorizontalRichParts: Hashable {
        var leading: Bool
        var detail: Bool
        var trailingText: Bool
        var trailing: Bool
        var iconPx: Int

        /// The parts `content` has.
        init(_ content: RichRowContent) {
            self.init(leading: content.leadingImage != nil, detail: content.parts.detail != nil,
                      trailingText: content.parts.trailingText != nil, trailing: content.trailingImage != nil, iconPx: 0)
        }

        init(leading: Bool, detail: Bool, trailingText: Bool, trailing: Bool, iconPx: Int) {
            (self.leading, self.detail, self.trailingText, self.trailing, self.iconPx) = (leading, detail, trailingText, trailing, iconPx)
        }

        /// The parts either has.
        func union(_ other: HorizontalRichParts) -> HorizontalRichParts {
            HorizontalRichParts(leading: leading || other.leading, detail: detail || other.detail, trailingText: trailingText || other.trailingText,
                                trailing: trailing || other.trailing, iconPx: 0)
        }
    }

    /// The parts a horizontal rich item shows in its strip's height (`crossRoomPx`).
    func horizontalRichParts(_ content: RichRowContent, font: Font, detailFont: Font) -> HorizontalRichParts {
        horizontalParts(of: HorizontalRichParts(content), fonts: [content.bandFonts ?? (font, detailFont)], keepsIcons: content.title.isEmpty)
    }

    /// Which of `parts` show in the strip's height (`crossRoomPx`) in every one of `fonts` (title
    /// and detail), and how tall the icons are drawn: icons share what the text leaves, up to six
    /// tenths of the strip between them, and a part that does not fit is left out, not cut by the
    /// strip's edge: the leading icon first, then the trailing text, the detail, and last the
    /// trailing icon (a state, such as a lock). An icon is left out rather than drawn shorter than
    /// the detail's line, where a lock reads as a dot. Decided in the band's fonts, the larger, so
    /// an item keeps its parts as it turns into the band. `keepsIcons`: an item with no title keeps
    /// its icons, which are then all it says.
    func horizontalParts(of parts: HorizontalRichParts, fonts: [(title: Font, detail: Font)], keepsIcons: Bool) -> HorizontalRichParts {
        var shown = parts
        func iconPx(_ parts: HorizontalRichParts, _ fonts: (title: Font, detail: Font)) -> Int {
            let icons = (parts.leading ? 1 : 0) + (parts.trailing ? 1 : 0)
            let details = (parts.detail ? 1 : 0) + (parts.trailingText ? 1 : 0), titles = keepsIcons ? 0 : 1
            let textPx = titles * fonts.title.lineHeightPx + details * fonts.detail.lineHeightPx
            let gaps = max(0, titles + details + icons - 1) * horizontalGapPx(fonts.title)
            return min(crossRoomPx * 6 / 10, crossRoomPx - textPx - gaps) / max(1, icons)
        }
        func fits(_ parts: HorizontalRichParts) -> Bool {
            let icons = parts.leading || parts.trailing
            return fonts.allSatisfy { iconPx(parts, $0) >= (icons ? $0.detail.lineHeightPx : 0) }
        }
        let drops: [WritableKeyPath<HorizontalRichParts, Bool>] = [\.leading, \.trailingText, \.detail, \.trailing]
        for drop in drops {
            if fits(shown) || keepsIcons { break }
            shown[keyPath: drop] = false
        }
        shown.iconPx = max(1, fonts.map { iconPx(shown, $0) }.min() ?? 1)
        return shown
    }

    /// Makes a secondary part's coverage dimmer whatever its colour, in place (its canvas is not drawn into again).
    private func dim(_ coverage: inout [UInt8]) {
        guard secondaryCoverage256 < 256 else { return }
        let weight = UInt16(secondaryCoverage256)
        // 255 × 256 fits 16 bits, so the loop vectorises.
        coverage.withUnsafeMutableBufferPointer { bytes in
            for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: (UInt16(bytes[index]) &* weight) >> 8) }
        }
    }
}
