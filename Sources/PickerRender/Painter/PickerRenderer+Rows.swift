import PickerCore

extension PickerRenderer {
    /// The cached sprite for a row in one style, built on first use. Each column keeps the
    /// rows it showed recently, so a frame neither formats row titles nor hashes them again.
    func sprite(_ column: PickerColumn, index: Int, row rowIndex: Int, highlighted: Bool, crossRange: Range<Int>) -> RowSprite {
        let wrapped = column.wrap(rowIndex)
        let memo = rowMemos[index]
        if memo.sprites.count > 96 { memo.sprites = [:] }
        if let sprite = memo.sprites[wrapped]?[highlighted: highlighted] {
            cache.use(sprite)
            return sprite
        }
        let row = column.row(wrapped)
        let room = axis == .vertical ? max(1, crossRange.count - 2 * paddingPx) : crossRange.count
        let parts = column.parts(wrapped)
        let leading = columnLeading(column, index: index, crossRoomPx: room)
        let stack = columnStack(column, index: index, crossRoomPx: room)
        // A titled plain item keeps the column's places too, its image as a leading icon.
        let titled = !(row.title ?? "").isEmpty
        let struck = theme.strikesDisabledRows && titled && column.isDisabled(wrapped)
        // Only a vertical rich row places its text by the column's alignment itself; a plain row's
        // key stays plain.
        let alignment = axis == .vertical && !parts.isPlain ? column.alignment : .center
        let key = RowCache.Key(text: row.title ?? "", imagePath: row.imagePath, parts: parts, trailingIconPlace: trailingIconPlace(column, index: index),
                               columnLeading: leading, columnStack: titled ? stack : nil, columnAlignment: alignment, struck: struck,
                               highlighted: highlighted, crossRoomPx: room)
        let sprite = cache.sprite(key) {
            var (builder, content) = rowLayout(row, parts: parts, trailingIconPlace: trailingIconPlace(column, index: index),
                                               columnLeading: leading, columnStack: titled ? stack : nil, crossRoomPx: room)
            content?.columnAlignment = alignment
            builder.strikesTitle = struck
            let font = rowFonts.title(parts, highlighted: highlighted)
            guard let content else {
                return builder.sprite(text: row.title ?? "", image: row.imagePath.flatMap(image(at:)), font: font,
                                      bandFont: rowFonts.title(parts, highlighted: true), leading: leading)
            }
            return builder.richSprite(content, font: font, detailFont: rowFonts.detail(parts, highlighted: highlighted))
        }
        if highlighted { noteBandLosses(column, index: index, row: wrapped, crossRange: crossRange) }
        memo.sprites[wrapped, default: SpritePair()][highlighted: highlighted] = sprite
        return sprite
    }

    /// Keeps what the band loses of row `row` of column `index` as it is first drawn there, each
    /// kind once a column, among the first `bandRowsNoted` rows the band draws of it (both begun
    /// anew when rows are reloaded): a long list scrolled through measures no more. Large text
    /// says its own losses, and a date's months `monthsCutNote`.
    private func noteBandLosses(_ column: PickerColumn, index: Int, row: Int, crossRange: Range<Int>) {
        let known = bandLosses[column.id] ?? []
        guard axis == .vertical, largeTextCapHeightPx == nil, !dateColumns.contains(index), known.count < BandLoss.Kind.allCases.count,
              bandRowsNoted[column.id, default: 0] < PickerRenderer.bandRowsNoted,
              let line = bandLine(column, index: index, row: row, crossRange: crossRange) else { return }
        bandRowsNoted[column.id, default: 0] += 1
        let found: [BandLoss?] = [
            line.inkPx > line.roomPx ? .titleCut(title: line.text, roomPx: line.roomPx, needPx: line.inkPx) : nil,
            line.trailingTextLeftOut.map { .trailingTextLeftOut(title: line.text, text: $0) },
            line.detailCut.map { .detailCut(title: line.text, detail: $0) },
        ]
        var losses = known
        for loss in found.compactMap({ $0 }) where !losses.contains(where: { $0.kind == loss.kind }) { losses.append(loss) }
        if losses != known { bandLosses[column.id] = losses }
    }

    /// Row `row`'s title in column `index` as the band draws it across `crossRange`, measured once
    /// for the sizing checks (`forEachBandTitle`) and the log's band losses (`noteBandLosses`):
    /// its font, ink and room, and what the band leaves of its other parts (`bandRoom`, with
    /// `titleOnly`); nil for a row with no title.
    func bandLine(_ column: PickerColumn, index: Int, row: Int, crossRange: Range<Int>, titleOnly: Bool = false) -> BandLine? {
        guard let text = column.row(row).title else { return nil }
        let parts = column.parts(row), font = rowFonts.title(parts, highlighted: true)
        let room = bandRoom(column, index: index, row: row, crossRange: crossRange, titleOnly: titleOnly)
        return BandLine(text: text, font: font, inkPx: TextRun(text, font: font, direction: theme.direction).ink(font: font).width,
                        roomPx: room.titlePx, trailingShare: room.trailingShare, lineShortfallPx: room.lineShortfallPx,
                        trailingTextLeftOut: room.trailingTextLeftOut ? parts.trailingText : nil, detailCut: room.detailCut ? parts.detail : nil)
    }

    /// The room the band gives row `row`'s title in a vertical picker's column `index` across
    /// `crossRange`: what `sprite` cuts it to beside the row's icons and trailing text (a
    /// horizontal picker's items stack their parts, so a title has the item's width); and, where
    /// the row's trailing text is cut or left out in the band, the share of what it and the title
    /// need whole that the row has room for (`RowSpriteBuilder.trailingTextShare`); and for a rich
    /// row, what its title, a detail after it and its trailing text lack to be whole on one line
    /// (negative: the room they leave; `RowSpriteBuilder.wholeLine`). With `titleOnly`, the
    /// title's room alone: the checks that refuse a column measure up to 2,000 rows a reload, and
    /// the line's other parts cost as much again.
    private func bandRoom(_ column: PickerColumn, index: Int, row: Int, crossRange: Range<Int>, titleOnly: Bool)
        -> (titlePx: Int, trailingShare: Double?, lineShortfallPx: Int?, trailingTextLeftOut: Bool, detailCut: Bool) {
        guard axis == .vertical else { return (RowSpriteBuilder.horizontalContentRoomPx(itemPx: layout.rowHeightPx), nil, nil, false, false) }
        let parts = column.parts(row), room = max(1, crossRange.count - 2 * paddingPx)
        let leading = columnLeading(column, index: index, crossRoomPx: room)
        let (builder, content) = rowLayout(column.row(row), parts: parts, trailingIconPlace: trailingIconPlace(column, index: index),
                                           columnLeading: leading, crossRoomPx: room)
        guard let content else {
            return (builder.verticalPlainRoom(text: column.row(row).title ?? "", image: column.row(row).imagePath.flatMap(image(at:)),
                                              leading: leading, bandFont: rowFonts.title(parts, highlighted: true)).textRoom, nil, nil, false, false)
        }
        let (font, detailFont) = (rowFonts.title(parts, highlighted: true), rowFonts.detail(parts, highlighted: true))
        let rich = builder.verticalRichRoom(content, font: font, detailFont: detailFont)
        guard !titleOnly else { return (rich.textRoom, nil, nil, false, false) }
        let line = builder.wholeLine(content, room: rich, font: font, detailFont: detailFont, withDetailAfter: true)
        let shortfallPx = max(line.needPx - line.roomPx, builder.detailBelowShortfallPx(content, room: rich, detailFont: detailFont) ?? .min)
        return (rich.textRoom, builder.trailingTextShare(content, room: rich, font: font, detailFont: detailFont), shortfallPx,
                parts.trailingText != nil && rich.trailingText == nil,
                builder.detailIsWhole(content, room: rich, font: font, detailFont: detailFont) == false)
    }

    /// The sprite builder for `crossRoomPx`, and a rich row's parts opened (nil for a plain row,
    /// unless it keeps a column's places or `plainAsRich`).
    private func rowLayout(_ row: Row, parts: RowParts, trailingIconPlace: TrailingIconPlace?, columnLeading: ColumnLeading = ColumnLeading(),
                           columnStack: ColumnStack? = nil, plainAsRich: Bool = false, crossRoomPx: Int) -> (RowSpriteBuilder, RichRowContent?) {
        let builder = rowBuilder(crossRoomPx: crossRoomPx)
        guard !parts.isPlain || columnStack != nil || plainAsRich else { return (builder, nil) }
        return (builder, RichRowContent(title: row.title ?? "", leadingImage: row.imagePath.flatMap(image(at:)), parts: parts,
                                        trailingImage: parts.trailingImagePath.flatMap(image(at:)), trailingIconPlace: trailingIconPlace,
                                        columnLeading: columnLeading, columnStack: columnStack,
                                        bandFonts: (rowFonts.title(parts, highlighted: true), rowFonts.detail(parts, highlighted: true))))
    }

    private func rowBuilder(crossRoomPx: Int) -> RowSpriteBuilder {
        RowSpriteBuilder(axis: axis, rowExtentPx: layout.rowHeightPx, crossRoomPx: crossRoomPx, direction: theme.direction,
                         secondaryCoverage256: theme.secondaryCoverage256)
    }

    /// The trailing icons a column's rows keep a place for (`PickerColumn.keepsTrailingIconPlace`,
    /// `TrailingIconPlace`); nil where they keep none.
    func trailingIconPlace(_ column: PickerColumn, index: Int) -> TrailingIconPlace? {
        guard column.keepsTrailingIconPlace else { return nil }
        if let memo = trailingIconMemos[index], memo.column == column { return memo.value }
        var place = TrailingIconPlace()
        for row in TitlesToMeasure.rows(of: column.rows, limit: TitlesToMeasure.sizingLimit) {
            if let icon = column.parts(row).trailingImagePath.flatMap(image(at:)) {
                place.sizes.insert(TrailingIconPlace.Size(width: icon.width, height: icon.height))
            }
        }
        trailingIconMemos[index] = ColumnMemo(column: column, roomPx: 0, value: place)
        return place
    }

    /// What the rows of a vertical picker's column `index` do at their leading end across
    /// `crossRoomPx` (`ColumnLeading`): every row leaves its leading icon out (a plain row its
    /// image) where one rich row must for its title; and in a column not centred, every title starts
    /// where the widest leading icon's title does. Judged over the titles sizing measures
    /// (`TitlesToMeasure`), once for each content and room.
    func columnLeading(_ column: PickerColumn, index: Int, crossRoomPx: Int) -> ColumnLeading {
        guard axis == .vertical else { return ColumnLeading() }
        if let memo = leadingMemos[index], memo.roomPx == crossRoomPx, memo.column == column { return memo.value }
        // One pass over the rows with an icon: the room the widest takes before its title, until
        // a rich row must leave its icon out.
        var leading = ColumnLeading(), widestPx = 0
        for row in TitlesToMeasure.rows(of: column.rows, limit: TitlesToMeasure.sizingLimit) {
            let shown = column.row(row), parts = column.parts(row)
            guard let image = shown.imagePath.flatMap(image(at:)) else { continue }
            let (builder, content) = rowLayout(shown, parts: parts, trailingIconPlace: trailingIconPlace(column, index: index), crossRoomPx: crossRoomPx)
            guard let content else {
                widestPx = max(widestPx, builder.verticalPlainRoom(text: shown.title ?? "", image: image).textStart)
                continue
            }
            guard let icon = builder.shownIcons(content, bandFont: rowFonts.title(parts, highlighted: true)).leading else {
                leading.iconsLeftOut = true
                break
            }
            widestPx = max(widestPx, icon.width + builder.iconGapPx)
        }
        if column.alignment != .center, !leading.iconsLeftOut { leading.titleStartPx = widestPx }
        leadingMemos[index] = ColumnMemo(column: column, roomPx: crossRoomPx, value: leading)
        return leading
    }

    /// The places a horizontal picker's titled items keep in column `index` across `crossRoomPx`
    /// (`ColumnStack`): the parts some titled item has (a plain item's image is a leading icon),
    /// less those one of them must leave out in the band's fonts of every such item
    /// (`RowSpriteBuilder.horizontalParts`). Judged over the titles sizing measures
    /// (`TitlesToMeasure`); nil in a vertical picker or a column with no titled rich item, whose
    /// items are drawn alone.
    func columnStack(_ column: PickerColumn, index: Int, crossRoomPx: Int) -> ColumnStack? {
        guard axis == .horizontal else { return nil }
        if let memo = stackMemos[index], memo.roomPx == crossRoomPx, memo.column == column { return memo.value }
        var contents: [RichRowContent] = []
        var fonts: [(title: Font, detail: Font)] = []
        var rich = false
        for row in TitlesToMeasure.rows(of: column.rows, limit: TitlesToMeasure.sizingLimit) {
            let parts = column.parts(row)
            let (_, content) = rowLayout(column.row(row), parts: parts, trailingIconPlace: nil, plainAsRich: true, crossRoomPx: crossRoomPx)
            guard let content, !content.title.isEmpty, let bandFonts = content.bandFonts else { continue }
            rich = rich || !parts.isPlain
            contents.append(content)
            if !fonts.contains(where: { $0.title === bandFonts.title && $0.detail === bandFonts.detail }) { fonts.append(bandFonts) }
        }
        let builder = rowBuilder(crossRoomPx: crossRoomPx), roomPx = RowSpriteBuilder.horizontalContentRoomPx(itemPx: layout.rowHeightPx)
        let stack = !rich ? nil : contents.map(RowSpriteBuilder.HorizontalRichParts.init).reduce(nil) { $0?.union($1) ?? $1 }.map { has in
            let parts = builder.horizontalParts(of: has, fonts: fonts, keepsIcons: false)
            let tallest = { (images: [RowImage?]) in
                images.compactMap { $0.map { builder.fit($0, maxWidth: roomPx, maxHeight: parts.iconPx).height } }.max() ?? 0
            }
            return ColumnStack(parts: parts, leadingPx: parts.leading ? tallest(contents.map(\.leadingImage)) : 0,
                               trailingPx: parts.trailing ? tallest(contents.map(\.trailingImage)) : 0)
        }
        stackMemos[index] = ColumnMemo(column: column, roomPx: crossRoomPx, value: stack)
        return stack
    }

    /// A row image, read by `open(rowsOf:files:)` before its row is shown. Reading it here, and
    /// leaving out one that cannot be read, is for a row no `open` saw and for an image the store
    /// dropped to stay within its budget: a frame has no one to report to.
    private func image(at path: String) -> RowImage? {
        if let identity = imageFiles[path], let image = imageStore.image(for: identity) { return image }
        guard let loaded = try? loadImage(path) else { return nil }
        imageFiles[path] = loaded.identity
        return loaded.image
    }

    /// Where an unscaled sprite sits across the column: aligned as the column asks in a
    /// vertical picker (`start`/`end` by the row's own direction), centred in a horizontal one.
    func placement(of sprite: RowSprite, in column: PickerColumn, crossRange: Range<Int>) -> Range<Int> {
        let left = crossRange.lowerBound + paddingPx, right = crossRange.upperBound - paddingPx - sprite.length
        let start: Int
        switch (axis, column.alignment) {
        case (.vertical, .left): start = left
        case (.vertical, .right): start = right
        case (.vertical, .start): start = sprite.isRightToLeft ? right : left
        case (.vertical, .end): start = sprite.isRightToLeft ? left : right
        default: start = crossRange.lowerBound + (crossRange.count - sprite.length) / 2
        }
        return start..<(start + sprite.length)
    }

    /// A horizontal picker's item at one scroll offset: the panel's scanlines (along x) where its
    /// edges are projected, and the light and across-scale of its centre.
    private struct ItemSpan {
        let row: Int
        let left: Double
        let right: Double
        let light256: Int
        let scale16: Int

        init(row: Int, centrePx: Double, layout: PickerLayout) {
            self.row = row
            let half = Double(layout.rowHeightPx) / 2, reach = layout.projection.maximumScreenOffset
            func scanline(_ distance: Double) -> Double {
                let screen = layout.projection.screenOffset(forDistance: distance) ?? (distance < 0 ? -reach : reach)
                return layout.bandCentrePx.double + (layout.isMirrored ? -screen : screen)
            }
            let (a, b) = (scanline(centrePx - half), scanline(centrePx + half))
            (left, right) = (min(a, b), max(a, b))
            light256 = layout.centreLight256(rowAtDistance: centrePx)
            scale16 = layout.projection.depthScale16(forDistance: centrePx)
        }

        /// Where `scanline` lies in the item, from its centre, in 1/256 of the unsqueezed item.
        func within256(scanline: Int, height256: Int) -> Int {
            guard right > left else { return height256 }
            return Int(((Double(scanline) + 0.5 - left) / (right - left) * Double(height256)).rounded()) - height256 / 2
        }
    }

    /// What one scanline of a column shows: a line of a row's sprite.
    private struct ScanlineSample {
        var row: Int
        /// The sprite line, in 1/256 px from the row's top.
        var line256: Int
        var scale16: Int
        var alpha256: Int
        var highlighted: Bool
    }

    /// Draws the rows of one column inside `clip` (already inside the column and the viewport).
    ///
    /// Walks the scanlines along the scroll axis; each looks up the unrolled position it
    /// shows, finds the row and the line within it, and takes that line from the row's
    /// highlighted sprite inside the band and from its regular sprite outside. A row
    /// crossing the band edge is therefore split exactly at the edge.
    func paintRows(_ surface: Surface, column index: Int, _ column: PickerColumn, offsetPx: Fixed, clip: Rect) {
        let cross = surface.crossRange(layout.columnFrames[index])
        let clipCross = surface.crossRange(clip).clamped(to: cross)
        let band = surface.scrollRange(layout.band)
        let viewportStart = surface.scrollRange(layout.viewport).lowerBound
        let pitch256 = layout.pitchPx << 8, height256 = layout.rowHeightPx << 8
        let offset256 = Int(offsetPx.raw >> 8)
        let twiceCentre = 2 * cross.lowerBound + cross.count
        let rowCount = column.rowCount
        let mirrored = layout.isMirrored
        let lines = layout.lines
        // A horizontal picker's item is squeezed evenly between where its edges are projected, in
        // the light and across-scale of its centre: the cylinder squeezed its far end hardest and
        // the fade dimmed it most, so "15 min" read "5 min". Runs of scanlines show one item.
        let vertical = axis == .vertical
        var span: ItemSpan?
        func itemSpan(_ row: Int) -> ItemSpan {
            if let span, span.row == row { return span }
            let made = ItemSpan(row: row, centrePx: Double(row * pitch256 - offset256) / 256, layout: layout)
            span = made
            return made
        }
        // A vertical wheel's row is narrowed across by the perspective of its centre, all its
        // scanlines alike: narrowed line by line, a row's far ends slanted, so "UTC-8" at a row's
        // right end read as italic beside an upright title.
        var rowScale: (row: Int, scale16: Int)?
        func rowCrossScale16(_ row: Int) -> Int {
            if let rowScale, rowScale.row == row { return rowScale.scale16 }
            let scale16 = layout.projection.depthScale16(forDistance: Double(row * pitch256 - offset256) / 256)
            rowScale = (row, scale16)
            return scale16
        }

        func sample(_ u: Int) -> ScanlineSample? {
            let line = lines[u - viewportStart]
            guard line.light256 > 0 else { return nil }
            let highlighted = band.contains(u)
            // Mirrored, later rows lie leftwards and a row's first sprite line is still its left edge.
            let content = (mirrored ? -line.flat256 : line.flat256) + offset256
            let row = floorDivide(content + pitch256 / 2, pitch256)
            let item = vertical ? nil : itemSpan(row)
            let light256 = highlighted ? line.light256 : item?.light256 ?? line.light256
            let alpha = highlighted ? light256 : (light256 * theme.dim256) >> 8
            guard alpha > 0 else { return nil }
            var within = content - row * pitch256
            var scale16 = item?.scale16 ?? rowCrossScale16(row)
            if let rowScale16 {
                let distance = abs(row * pitch256 - offset256)
                scale16 = max(6554, 65536 - (65536 - rowScale16) * distance / height256)
                within = within * 65536 / scale16
            } else if let item {
                within = item.within256(scanline: u, height256: height256) * (mirrored ? -1 : 1)
            }
            let line256 = (mirrored ? -within : within) + height256 / 2
            guard line256 > -256, line256 < height256 else { return nil }
            guard column.isInfinite || (0..<rowCount).contains(row) else { return nil }
            return ScanlineSample(row: row, line256: line256, scale16: scale16, alpha256: alpha, highlighted: highlighted)
        }

        // The countdown's corner, where it crosses this column: a part of a row that reaches into it
        // is left out whole, not cut at the corner's edge (trials 103 and 104 read the "6" left of
        // "60 s" as a number beside the seconds, and "€1.929/L" as "€1.92").
        let corner = countdown.flatMap { label -> (scroll: Range<Int>, cross: Range<Int>)? in
            label.clearance.intersection(layout.columnFrames[index]).isEmpty
                ? nil : (surface.scrollRange(label.clearance), surface.crossRange(label.clearance))
        }
        /// Whether `part`, drawn from `partStart` across in row `row`, reaches into the corner:
        /// scaled about the column's centre as the row is (an unscaled part is never narrower).
        func reachesCorner(_ part: RowSprite, from partStart: Int, row: Int) -> Bool {
            guard let corner, let hull = part.inkHull else { return false }
            let scale = Double(rowScale16 == nil ? (vertical ? rowCrossScale16(row) : itemSpan(row).scale16) : 65536) / 65536
            let middle = Double(twiceCentre) / 2
            let near = middle + (Double(partStart + hull.lowerBound) - middle) * scale
            let far = middle + (Double(partStart + hull.upperBound) - middle) * scale
            return Int(near.rounded(.down)) < corner.cross.upperBound && Int(far.rounded(.up)) > corner.cross.lowerBound
        }
        func rowReachesCorner(_ row: Int) -> Bool {
            guard let corner else { return false }
            return layout.scanlines(ofRowAtDistance: Double(row * pitch256 - offset256) / 256).overlaps(corner.scroll)
        }

        let scanlines = surface.scrollRange(clip)
        var run: [(u: Int, shown: ScanlineSample)] = []
        var u = scanlines.lowerBound
        while u < scanlines.upperBound {
            guard var shown = sample(u) else {
                u += 1
                continue
            }
            // Consecutive scanlines mostly show the same row in the same style: they are drawn
            // as one run, with one sprite look-up (and no reference counting per scanline).
            let row = shown.row, highlighted = shown.highlighted
            let sprite = self.sprite(column, index: index, row: row, highlighted: highlighted, crossRange: cross)
            let start = placement(of: sprite, in: column, crossRange: cross).lowerBound
            // A disabled row, and every row of a disabled picker, draws every part in the disabled
            // colour: its icons as silhouettes, as every row's are under `theme.tint_icons`.
            let disabled = drawsDisabled || column.isDisabled(row)
            let color = theme.textColor(of: row, in: column, highlighted: highlighted, disabled: disabled)
            let imageColor = disabled || theme.tintsIcons ? color : nil
            func next() -> ScanlineSample? {
                u += 1
                guard u < scanlines.upperBound, let next = sample(u), next.row == row, next.highlighted == highlighted else { return nil }
                return next
            }
            let nearCorner = rowReachesCorner(row)
            guard !sprite.pieces.isEmpty else {
                if nearCorner, reachesCorner(sprite, from: start, row: row) {
                    while next() != nil {}
                    continue
                }
                repeat {
                    drawLine(
                        surface, u: u, sprite: sprite, line256: shown.line256, start: start,
                        scale16: shown.scale16, twiceCentre: twiceCentre, clipCross: clipCross,
                        color: color, imageColor: imageColor, alpha256: shown.alpha256)
                    guard let following = next() else { break }
                    shown = following
                } while true
                continue
            }
            // A rich row's parts, one after another over the run's scanlines: a scanline a part does
            // not reach is passed over with one comparison. Each scanline still takes the parts in the
            // same order, so where two touch the same pixel it blends as if drawn scanline by scanline.
            run.removeAll(keepingCapacity: true)
            repeat {
                run.append((u, shown))
                guard let following = next() else { break }
                shown = following
            } while true
            let secondaryColor = theme.detailColor(of: row, in: column, highlighted: highlighted, disabled: disabled, pickerDisabled: drawsDisabled)
            for piece in sprite.pieces {
                let part = piece.sprite
                if nearCorner, reachesCorner(part, from: start + piece.offset, row: row) { continue }
                for (u, shown) in run where part.shows(line256: shown.line256) {
                    drawLine(
                        surface, u: u, sprite: part, line256: shown.line256, start: start + piece.offset,
                        scale16: shown.scale16, twiceCentre: twiceCentre, clipCross: clipCross,
                        color: piece.isSecondary ? secondaryColor : color, imageColor: imageColor, alpha256: shown.alpha256)
                }
            }
        }
    }

    /// One sprite line, interpolated between its two nearest source lines, scaled about the column centre.
    /// Only the frame pixels whose samples touch the ink of those lines are visited. An image is drawn
    /// in its own colours, or with `imageColor` as a silhouette: its alpha as coverage in that colour.
    private func drawLine(
        _ surface: Surface, u: Int, sprite: RowSprite, line256: Int, start: Int, scale16: Int,
        twiceCentre: Int, clipCross: Range<Int>, color: UInt32, imageColor: UInt32?, alpha256: Int
    ) {
        let upper = (line256 >> 8) - sprite.firstLine, fraction = line256 & 255
        let lower = upper + 1
        let hasUpper = sprite.stores(upper), hasLower = fraction != 0 && sprite.stores(lower)
        guard let ink = Range.hull(hasUpper ? sprite.ink(upper) : nil, hasLower ? sprite.ink(lower) : nil) else { return }
        // Frame pixel p samples the sprite line at 16.16 position base16 + p × step16. Stepping from
        // the column centre (not from the clip's edge) gives every pixel the same sample however the
        // frame is clipped, so damage repaints match full frames.
        let step16: Int, base16: Int
        if scale16 == 65536 {
            step16 = 65536
            base16 = -start << 16
        } else {
            step16 = (1 << 32) / scale16
            let middle = twiceCentre >> 1
            let middleK16 = ((2 * middle + 1 - twiceCentre) << 31) / scale16 + (twiceCentre - 2 * start - 1) * 32768
            base16 = middleK16 - middle * step16
        }
        // A sample at k reads k and k + 1: pixels sampling below ink.lowerBound - 1 or from ink.upperBound on draw nothing.
        let first = max(clipCross.lowerBound, ceilDivide(((ink.lowerBound - 1) << 16) - base16, step16))
        let end = min(clipCross.upperBound, ceilDivide((ink.upperBound << 16) - base16, step16))
        guard first < end else { return }
        let target = surface.pixel(u: u, v: first)
        let stepWords = surface.lineStepWords
        let length = sprite.length
        scratch.reserve(length)
        // An icon stores no coverage: its lines are the image's alone.
        if !sprite.coverage.isEmpty {
            let blended = scratch.coverage
            sprite.coverage.withUnsafeBufferPointer { coverage in
                let upperLine = hasUpper ? coverage.baseAddress! + upper * length : scratch.zeros
                let lowerLine = hasLower ? coverage.baseAddress! + lower * length : scratch.zeros
                // 255 × 256 fits 16 bits, so the blend vectorises.
                let weightUpper = UInt16(256 - fraction), weightLower = UInt16(fraction)
                for k in ink {
                    blended[k] = UInt8(truncatingIfNeeded: (UInt16(upperLine[k]) &* weightUpper &+ UInt16(lowerLine[k]) &* weightLower) >> 8)
                }
                blended[ink.lowerBound - 1] = 0
                blended[ink.upperBound] = 0
            }
            SpanBlend.coverage(
                blended, k16: base16 + first * step16, step16: step16,
                into: target, stepWords: stepWords, count: end - first, color: color, alpha256: UInt32(alpha256))
        }
        guard !sprite.image.isEmpty else { return }
        sprite.image.withUnsafeBufferPointer { image in
            let blended = scratch.image
            let upperLine = hasUpper ? image.baseAddress! + upper * length : scratch.zeroWords
            let lowerLine = hasLower ? image.baseAddress! + lower * length : scratch.zeroWords
            let weight = UInt32(fraction)
            for k in ink { blended[k] = SpanBlend.lerp(upperLine[k], lowerLine[k], weight) }
            if let imageColor {
                let alpha = scratch.coverage
                for k in ink { alpha[k] = UInt8(truncatingIfNeeded: blended[k] >> 24) }
                alpha[ink.lowerBound - 1] = 0
                alpha[ink.upperBound] = 0
                SpanBlend.coverage(
                    alpha, k16: base16 + first * step16, step16: step16,
                    into: target, stepWords: stepWords, count: end - first, color: imageColor, alpha256: UInt32(alpha256))
                return
            }
            SpanBlend.image(
                blended, ink: ink, k16: base16 + first * step16, step16: step16,
                into: target, stepWords: stepWords, count: end - first, alpha256: UInt32(alpha256), keep: theme.keptBits)
        }
    }
}

/// Division rounding towards negative infinity (rows above the first have negative indices).
@inline(__always) func floorDivide(_ a: Int, _ b: Int) -> Int {
    let quotient = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
}

/// Division rounding towards positive infinity, for a positive divisor.
@inline(__always) func ceilDivide(_ a: Int, _ b: Int) -> Int {
    -floorDivide(-a, b)
}
