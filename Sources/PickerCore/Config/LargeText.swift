extension ThemeConfig {
    /// The rows' font size for rows `rowHeightPx` tall: `font_size`, else 60% of the row, or 40% where
    /// rows stack a detail under the title (`stacksDetails`), the share of iOS's subtitle cell (17 and
    /// 12 pt in 44). A title of 60% and a detail of 42% needed 1.2 rows of lines, so accents were cut
    /// at the row's top; at 45% the two lines filled all but 5 px of a 48 px row, and a wheel, which
    /// draws the rows off the band shorter, closed that gap to the next row's title.
    package func fontSizePx(rowHeightPx: Int, stacksDetails: Bool = false) -> Int {
        fontSizePx ?? max(4, rowHeightPx * (stacksDetails ? 8 : 12) / 20)
    }
}

extension PickerConfig {
    /// What the rows' default font size is a share of: a row's height, or in a horizontal picker,
    /// where `row_height` is an item's width, the default row's 48 px (a share of the width left
    /// no room for a word: every item of a default horizontal picker was drawn as "…").
    package var fontBasisPx: Int { orientation == .vertical ? rowHeightPx : PickerConfig.defaultRowHeightPx }

    /// True when a vertical picker's rows put a detail under a title.
    package var stacksDetails: Bool { orientation == .vertical && hasDetailsBelow }

    /// True when some row puts a detail under its title.
    package var hasDetailsBelow: Bool {
        sections.contains { section in
            guard case .columns(let columns) = section.content else { return false }
            return columns.contains { column in
                guard case .items(let items) = column.content else { return false }
                return items.contains { $0.richParts.map { $0.detail != nil && $0.detailPosition == .below } ?? false }
            }
        }
    }

    /// The rows the viewport holds along `scrollSizePx`: the `visible_rows` given, or when none is,
    /// five, and on a panel taller than five rows need, as many as fill it (an odd count, up to
    /// nine, about what iOS's wheel shows): five 48 px rows left half of an 800x480 panel empty.
    package func shownRows(scrollSizePx: Int) -> Int {
        guard !visibleRowsGiven else { return visibleRows }
        let fitting = scrollSizePx / max(1, pitchPx)
        return min(PickerConfig.mostDefaultRows, max(visibleRows, fitting % 2 == 1 ? fitting : fitting - 1))
    }

    package static let mostDefaultRows = 9

    /// The rows a page key moves: one less than the rows shown whole around the band (trial 67: a
    /// page moved 4 in a 150 px picker that showed 3, as five rows were asked for by default).
    package func pageRows(scrollSizePx: Int) -> Int {
        let whole = max(1, scrollSizePx / max(1, pitchPx))
        return max(1, min(shownRows(scrollSizePx: scrollSizePx), whole % 2 == 1 ? whole : whole - 1) - 1)
    }

    /// The viewport's length along the scroll axis: `shownRows` rows, at most the panel's.
    package func viewportExtentPx(scrollSizePx: Int) -> Int { min(scrollSizePx, shownRows(scrollSizePx: scrollSizePx) * pitchPx) }

    /// How tall text `px` tall is drawn in the band: as tall on a flat picker and across a horizontal
    /// one, shorter on a vertical wheel, whose cylinder foreshortens even its middle row. The text's
    /// farther edge is taken as 0.6 of its height from the band's centre, for text a little off centre.
    package func shownHeightPx(ofPx px: Int, width: Int? = nil, height: Int? = nil) -> Double {
        guard orientation == .vertical, style == .wheel, px > 0 else { return Double(px) }
        let projection = WheelProjection(style: style, extentPx: viewportExtentPx(scrollSizePx: height ?? self.height), depthPx: theme.depthPx)
        let reach = 0.6 * Double(px)
        return Double(px) * (projection.screenOffset(forDistance: reach) ?? projection.maximumScreenOffset) / reach
    }

    /// Large text (`theme.large_text`, EN 301 549 5.1.4): this config with fonts of at least
    /// `fontSizePx` outside the band and `highlightFontSizePx` inside it (the sizes at which the
    /// renderer found a capital H `large_text_cap_height_px` tall), and rows grown by the same
    /// factor as the larger of the two, so text keeps the room it had in its row.
    ///
    /// - Throws: naming `theme.large_text_cap_height_px` (`theme.large_text` when no H was given)
    ///   when the grown band would not fit on a panel `width`×`height` (nil: the config's `size`).
    package func growingRows(toFontSizePx fontSizePx: Int, highlightFontSizePx: Int, width: Int? = nil, height: Int? = nil) throws(ConfigError)
        -> PickerConfig
    {
        let regular = theme.fontSizePx(rowHeightPx: fontBasisPx, stacksDetails: stacksDetails)
        let highlight = theme.highlightFontSizePx ?? regular
        let grownRegular = max(regular, fontSizePx), grownHighlight = max(highlight, highlightFontSizePx)
        var grown = self
        grown.theme.fontSizePx = grownRegular
        grown.theme.highlightFontSizePx = grownHighlight
        grown.theme.largeTextGrowth = LargeTextGrowth(regularPx: (regular, grownRegular), highlightPx: (highlight, grownHighlight))
        // Rounded up, by whichever font grew more: the row never gets less room per pixel of text.
        grown.rowHeightPx = max(rowHeightPx, (rowHeightPx * grownRegular + regular - 1) / regular,
                                (rowHeightPx * grownHighlight + highlight - 1) / highlight)
        let (scrollPx, axis) = scrollExtent(width: width, height: height)
        guard grown.rowHeightPx <= scrollPx else {
            // With no H given, the renderer has tried every H down to one taller than the rows' own.
            let remedy = theme.largeTextCapHeightGiven ? "give a smaller capital H, or a picker" : "large text needs a picker"
            throw ConfigError(path: theme.largeTextCapHeightGiven ? "theme.large_text_cap_height_px" : "theme.large_text",
                              message: "a capital H of \(theme.largeTextCapHeightPx) px needs rows of \(grown.rowHeightPx) px, and the picker is \(scrollPx) px \(axis); \(remedy) at least \(grown.rowHeightPx) px \(axis)")
        }
        return grown
    }
}

/// How large text grew the theme's font sizes, out of the band and in it: a size a row gives of its
/// own grows by the same factor (trial 55's rows of their own 22 px kept it in rows grown for 47).
package struct LargeTextGrowth: Equatable, Sendable {
    private let regularFromPx: Int, regularToPx: Int
    private let highlightFromPx: Int, highlightToPx: Int

    package init(regularPx: (from: Int, to: Int), highlightPx: (from: Int, to: Int)) {
        (regularFromPx, regularToPx) = (max(1, regularPx.from), regularPx.to)
        (highlightFromPx, highlightToPx) = (max(1, highlightPx.from), highlightPx.to)
    }

    /// A row's own title size `px`: grown by the theme's factor, rounded up, and at least to the
    /// theme's grown size, whose capital H is the one large text asks for.
    package func titlePx(_ px: Int, highlighted: Bool) -> Int {
        max(detailPx(px, highlighted: highlighted), highlighted ? highlightToPx : regularToPx)
    }

    /// A row's own detail size `px`: grown by the theme's factor, rounded up, as the theme's detail
    /// (7/10 of the title's) grows with its title.
    package func detailPx(_ px: Int, highlighted: Bool) -> Int {
        let (from, to) = highlighted ? (highlightFromPx, highlightToPx) : (regularFromPx, regularToPx)
        return min(512, (px * to + from - 1) / from)
    }
}
