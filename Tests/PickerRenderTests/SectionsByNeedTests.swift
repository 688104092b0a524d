import PickerCore
import Testing
@testable import PickerRender

/// Trial 10 (issue 31): a date beside a short list in equal halves of a 480x272 panel cut
/// "septembre" to "se…" in the band while "Alarm" had half the panel; on 320x240 the same
/// picker was refused. Sections that give no width now share it by need.
@Suite struct SectionsByNeedTests {
    static func mixed(_ size: String, widths: String = "", theme: String = "") -> String {
        #"{"size": "\#(size)", \#(theme)"sections": [{\#(widths)"columns": [{"items": ["Alarm", "Reminder", "Timer"]}]}, "#
            + #"{\#(widths)"date": {"from": 2000, "to": 2040, "selected": "2024-09-30", "order": "dmy", "month_names": "#
            + #"["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]}}]}"#
    }

    func sized(_ json: String) throws -> (model: PickerModel, layout: PickerLayout, renderer: PickerRenderer) {
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        return try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
    }

    /// Trial 114's 320 px heat-pump controller: a day, a time, and a temperature with its unit
    /// beside a mode with icons, whose leasts together need a few pixels more than the panel has.
    /// The sections kept equal shares: the day had 99 px where it needs 62, and the temperature,
    /// at 50 px, was refused as every row would read "…" (a detail under one mode's title, which
    /// narrowed the mode's need, let it through). Each section now gets the same share of its least.
    @Test func sectionsWhoseLeastsDoNotAllFitShareByThem() throws {
        let temperatures = stride(from: 50, through: 300, by: 5).map { #"{"text": "\#($0 / 10).\#($0 % 10)", "trailing_text": "°C"}"# }
        let json = #"{"size": "320x202", "theme": {"font_size": 20}, "sections": [{"columns": [{"id": "day", "items": ["Mon", "Tue", "Wed"]}]}, "#
            + #"{"time": {"hours": 24, "minute_step": 15}}, {"columns": [{"id": "temp", "align": "end", "items": ["#
            + temperatures.joined(separator: ", ") + #"]}, {"id": "mode", "items": ["Heat", "Cool", "Auto", "Off"]}]}]}"#
        let (_, layout, _) = try sized(json)
        let widths = layout.columnFrames.map(\.width)
        #expect(widths[0] < 80 && widths[3] > 60, "the day gives the temperature room: \(widths)")
    }

    @Test func aDateBesideAListGetsTheRoomItsMonthNeeds() throws {
        let (model, layout, renderer) = try sized(Self.mixed("480x272"))
        let font = renderer.theme.highlightFont
        func inkPx(_ text: String) -> Int { TextRun(text, font: font, direction: .auto).ink(font: font).width }
        let month = try #require(model.sections[1].date).monthColumn
        #expect(layout.columnFrames[month].width >= inkPx("septembre") + 2 * renderer.paddingPx)
        #expect(layout.columnFrames[0].width >= inkPx("Reminder") + 2 * renderer.paddingPx)
        #expect(layout.sectionFrames[0].width < layout.sectionFrames[1].width)
    }

    /// Trial 29: a date refused at the default size read advice for a font size given; it says the
    /// default shrank as far as it goes.
    @Test func aDateTooNarrowAtTheDefaultSizeSaysTheFontShrank() throws {
        let json = #"{"size": "320x240", "sections": [{"time": {"hours": 12}}, {"date": {"month_names": "en"}}, "#
            + #"{"columns": [{"items": ["Once", "Daily", "Weekdays", "Weekends"]}]}]}"#
        #expect {
            try sized(json)
        } throws: { error in
            "\(error)".contains("need 127 px in the rows' fonts, the default shrunk as far as it goes (17 px); give the section more width")
        }
    }

    @Test func aSmallPanelShowsTheDateItRefusedInEqualHalves() throws {
        let halves = Self.mixed("320x240", widths: #""width": 0.5, "#, theme: #""theme": {"font_size": 28}, "#)
        #expect(throws: RenderError.self) { try sized(halves) }
        let (model, layout, _) = try sized(Self.mixed("320x240"))
        #expect(layout.sectionFrames[1].width > 160 && model.sections[0].widthFraction < Fixed.half)
    }

    /// Trial 11 (issue 31): beside a list on 240x320 the date was refused at the default size, and
    /// squeezing the list for it would have drawn its titles as "…": the font shrinks, the list
    /// keeps its titles' first three characters, and every band value reads.
    @Test func aPortraitPanelShowsTheDateAndTheListBesideIt() throws {
        let (model, layout, renderer) = try sized(Self.mixed("240x320"))
        let font = renderer.theme.highlightFont
        #expect(font.pixelSize < 28 && font.pixelSize >= 17)
        let kept = RowSpriteBuilder.leastCut("Reminder", font: font, ellipsis: String(font.ellipsis.characters), direction: .ltr).px
        #expect(layout.columnFrames[0].width >= kept + 2 * renderer.paddingPx)
        let date = try #require(model.sections[1].date)
        func inkPx(_ text: String) -> Int { TextRun(text, font: font, direction: .auto).ink(font: font).width }
        #expect(layout.columnFrames[date.yearColumn].width >= inkPx("2024") + 2 * renderer.paddingPx)
    }

    /// Trial 11 (issue 31): under large text on 480x272 the list beside the date was squeezed to
    /// "R…" for "Reminder". Where the date's least and the list's titles' first three characters
    /// cannot both be had, the picker is refused, as large text refuses a cut column anywhere.
    @Test func largeTextDoesNotSqueezeAListBelowThreeCharacters() throws {
        #expect { try sized(Self.mixed("480x272", theme: #""theme": {"large_text": true, "large_text_cap_height_px": 32}, "#)) } throws: { error in
            "\(error)".hasPrefix("sections[1].date: is ") || "\(error)".hasPrefix("sections[0].columns[0]: large text cuts")
        }
    }

    /// Trial 19 (issue 31): under large text a month beside another section was cut to its first
    /// letter, so "mars" and "mai" both read "m…". Large text keeps a month's first three letters,
    /// as a title's; the default H comes down for it where it must.
    @Test(arguments: ["480x272", "800x480"])
    func largeTextKeepsAMonthsFirstThreeLetters(size: String) throws {
        let (model, layout, renderer) = try sized(Self.mixed(size, theme: #""theme": {"large_text": true}, "#))
        let font = renderer.theme.highlightFont, ellipsis = String(font.ellipsis.characters)
        let month = try #require(model.sections[1].date).monthColumn
        let least = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
            .map { RowSpriteBuilder.leastCut($0, font: font, ellipsis: ellipsis, direction: .ltr).px }.max() ?? 0
        #expect(layout.columnFrames[month].width >= least + 2 * renderer.paddingPx, "\(layout.columnFrames[month].width) px")
    }

    /// Trial 21 (issue 31): large text on a 320x240 date beside a list was refused, naming a smaller
    /// capital H that could not help: large text grew from the theme's 28 px font, where the picker
    /// without it shrinks its font to fit. It now grows from the font as drawn without it; where
    /// even one pixel more does not fit (240x320), the refusal says that no H can.
    @Test func largeTextGrowsFromTheFontAShrunkPickerDraws() throws {
        let theme = #""theme": {"large_text": true}, "#
        let normal = try sized(Self.mixed("320x240"))
        let large = try sized(Self.mixed("320x240", theme: theme))
        let capHeightPx = try #require(large.renderer.largeTextCapHeightPx)
        #expect(capHeightPx > PickerRenderer.capHeight(of: normal.renderer.theme.font) && capHeightPx < 32)
        #expect(PickerRenderer.capHeight(of: large.renderer.theme.highlightFont) > capHeightPx)
        #expect(large.renderer.largeTextNote?.hasPrefix("large text is on: a capital H of \(capHeightPx) px, not the default 32: at 32 px, ") == true)
        #expect(large.renderer.largeTextNote?.contains("capital H (theme") == false, "the note gives no advice")
        #expect { try sized(Self.mixed("240x320", theme: theme)) } throws: { error in
            "\(error)".hasSuffix("give the section more width (its width), or turn large text off (theme.large_text): no capital H taller than the rows' own keeps it whole")
        }
    }

    /// Trial 11 (issue 31): a band font given smaller than the rows' sized the date's columns for
    /// the band, and the rows outside it, in the larger font, were drawn as "…" and "2…".
    @Test func dateColumnsFitTheRowsOutsideTheBandToo() throws {
        let (model, layout, renderer) = try sized(Self.mixed("320x240", theme: #""theme": {"highlight_font_size": 20}, "#))
        let date = try #require(model.sections[1].date)
        let rowFont = renderer.theme.font
        #expect(rowFont.pixelSize > renderer.theme.highlightFont.pixelSize)
        let yearPx = TextRun("2024", font: rowFont, direction: .auto).ink(font: rowFont).width
        let dayPx = TextRun("30", font: rowFont, direction: .auto).ink(font: rowFont).width
        #expect(layout.columnFrames[date.yearColumn].width >= yearPx + 2 * renderer.paddingPx)
        #expect(layout.columnFrames[date.dayColumn].width >= dayPx + 2 * renderer.paddingPx)
    }

    /// Trial 23 (issue 31): a French date beside "Termin" on 240x320 cut "septembre" to "se…",
    /// two letters, while the list kept "Termin" whole. The month keeps what tells its names
    /// apart ("sep…", "juin" whole beside "juil…"), and the list gives up the room for it.
    @Test func aMonthBesideAListKeepsWhatTellsItsNamesApart() throws {
        let json = #"{"size": "240x320", "sections": [{"columns": [{"items": ["Termin", "Urlaub", "Geburtstag"]}]}, "#
            + #"{"date": {"from": 2020, "to": 2035, "selected": "2026-09-23", "order": "dmy", "month_names": "#
            + #"["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]}}]}"#
        let (model, layout, renderer) = try sized(json)
        let date = try #require(model.sections[1].date)
        let font = renderer.theme.highlightFont
        for kept in ["sep…", "juin", "juil…", "mar…"] {
            let inkPx = TextRun(kept, font: font, direction: .auto).ink(font: font).width
            #expect(layout.columnFrames[date.monthColumn].width >= inkPx + 2 * renderer.paddingPx, "\(kept)")
        }
    }

    @Test func givenWidthsStay() throws {
        let (_, layout, _) = try sized(Self.mixed("800x480", widths: #""width": 0.5, "#))
        #expect(abs(layout.sectionFrames[0].width - layout.sectionFrames[1].width) <= 1)
    }

    /// Whether `text` is whole in column `index` in the band's font (or the rows' outside it), beside its padding.
    func isWhole(_ text: String, column index: Int, _ sized: (model: PickerModel, layout: PickerLayout, renderer: PickerRenderer),
                 inBand: Bool = true) -> Bool {
        let font = inBand ? sized.renderer.theme.highlightFont : sized.renderer.theme.font
        return sized.layout.columnFrames[index].width >= TextRun(text, font: font, direction: .auto).ink(font: font).width + 2 * sized.renderer.paddingPx
    }

    /// Trial 11 (issue 31): on 320x240 "Reminder" fitted its share, so its least was taken as its
    /// whole width, and the date, which could have had its need beside "Rem…", read "Septem…".
    /// A title's least is its first three characters whether or not it is cut now, and a date is
    /// given its whole need first: the date is whole, and so is "Reminder" outside the band.
    @Test func aDateAndAShortListAreBothWholeOnASmallPanel() throws {
        let json = #"{"size": "320x240", "sections": [{"columns": [{"items": ["Alarm", "Reminder", "Timer"]}]}, "#
            + #"{"date": {"from": 2000, "to": 2040, "selected": "2024-09-30", "order": "dmy"}}]}"#
        let sized = try sized(json)
        let date = try #require(sized.model.sections[1].date)
        #expect(isWhole("September", column: date.monthColumn, sized) && isWhole("Reminder", column: 0, sized, inBand: false))
        #expect(isWhole("2024", column: date.yearColumn, sized) && isWhole("30", column: date.dayColumn, sized))
    }

    /// Trial 12 (issue 31): a Wi-Fi list beside a French date on 320x240 left the month "s…":
    /// each section had the same share of its need, and the list's need held its 33 px icons
    /// beside a font shrunk to 12 px. Icons now follow the title's line, and the date, whose
    /// month must be read whole, gets its need while the list keeps its least.
    @Test func aDateBesideARichListKeepsItsMonthWhole() throws {
        let json = #"{"size": "320x240", "sections": [{"columns": [{"align": "left", "items": ["#
            + #"{"text": "home-5G", "detail": "WPA2 · 5 GHz", "trailing_text": "-48 dBm", "leading_image": "icons/signal-3.png", "trailing_image": "icons/lock.png"}, "#
            + #"{"text": "office-guest-network", "detail": "WPA3", "trailing_text": "-60 dBm", "leading_image": "icons/signal-3.png"}]}]}, "#
            + #"{"date": {"selected": "2024-09-30", "month_names": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "#
            + #""septembre", "octobre", "novembre", "décembre"]}}]}"#
        let config = try PickerConfig.parse(Array(json.utf8), directory: RenderFixture.goldenDirectory)
        let sized = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        let date = try #require(sized.model.sections[1].date)
        #expect(isWhole("septembre", column: date.monthColumn, sized))
        let font = sized.renderer.theme.highlightFont
        let kept = RowSpriteBuilder.leastCut("home-5G", font: font, ellipsis: String(font.ellipsis.characters), direction: .ltr).px
        #expect(sized.layout.columnFrames[0].width >= kept + 2 * sized.renderer.paddingPx)
        // The renderer's row memos are made with the first frame.
        sized.renderer.render(model: sized.model, offsets: sized.model.columns.map { sized.layout.offset(forRow: $0.selectedRow) },
                              into: PixelBuffer(width: 320, height: 240, format: .xrgb8888))
        let row = sized.renderer.sprite(sized.model.columns[0], index: 0, row: 0, highlighted: true, crossRange: 0..<sized.layout.columnFrames[0].width)
        let icons = row.pieces.filter { !$0.sprite.image.isEmpty }.map(\.sprite.storedLines)
        #expect(!icons.isEmpty && icons.allSatisfy { $0 <= font.lineHeightPx * 3 / 2 }, "icons \(icons) px tall beside a \(font.pixelSize) px font")
    }
}
