import PickerCore
import Testing
@testable import PickerRender

/// Trial 27: a host laying the picker out beside its own drawing had no way to ask how large it
/// should be, and guessed rectangles until the pictures showed no "…".
@Suite struct PreferredSizeTests {
    func parse(_ json: String) throws -> (config: PickerConfig, model: PickerModel) {
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        return (config, try PickerModel(config: config))
    }

    /// Whole at the size it answers, and cut one pixel narrower: the least, not just enough.
    func expectLeast(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (width: Int, height: Int) {
        let (config, model) = try parse(json)
        let size = try PickerRenderer.preferredSize(config: config, model: model, files: .anywhere)
        let fits = try PickerRenderer.sizing(config: config, model: model, width: size.width, height: size.height)
        #expect(fits.renderer.showsBandWhole(config: config, model: fits.model), sourceLocation: sourceLocation)
        let narrower = try? PickerRenderer.sizing(config: config, model: model, width: size.width - 1, height: size.height)
        let cut = narrower.map { !$0.renderer.showsBandWhole(config: config, model: $0.model)
            || $0.renderer.theme.highlightFont.pixelSize < fits.renderer.theme.highlightFont.pixelSize } ?? true
        #expect(cut, "one pixel narrower cuts a title or shrinks the font", sourceLocation: sourceLocation)
        return size
    }

    @Test func aListIsAsWideAsItsLongestTitleAndAsTallAsItsRows() throws {
        let size = try expectLeast(#"{"size": "800x480", "columns": [{"items": ["Living room", "Kitchen", "Bedroom"]}]}"#)
        #expect(size.height == 5 * 48, "five rows of the default 48 px")
        #expect((150...400).contains(size.width))
        let taller = try expectLeast(#"{"size": "800x480", "row_height": 40, "row_spacing": 4, "visible_rows": 7, "columns": [{"items": ["Kitchen"]}]}"#)
        #expect(taller.height == 7 * 44)
    }

    @Test func aDateAndColumnsBesideEachOtherShowEveryValueWhole() throws {
        let date = try expectLeast(#"{"size": "320x240", "sections": [{"date": {"month_names": "fr", "selected": "2024-09-14"}}]}"#)
        let wider = try expectLeast(#"{"size": "320x240", "theme": {"highlight_font_size": 40}, "sections": [{"date": {"month_names": "fr"}}]}"#)
        #expect(wider.width > date.width, "a larger band font needs more width")
        _ = try expectLeast(#"{"size": "320x240", "columns": [{"items": ["08", "09"]}, {"items": [{"text": "Paris", "trailing_text": "UTC+1"}, {"text": "Kolkata", "trailing_text": "UTC+5:30"}]}]}"#)
    }

    @Test func aHorizontalPickerIsAsWideAsItsItemsAndAsTallAsARow() throws {
        let (config, model) = try parse(#"{"size": "480x120", "orientation": "horizontal", "columns": [{"items": ["Low", "Medium", "High"]}]}"#)
        let size = try PickerRenderer.preferredSize(config: config, model: model, files: .anywhere)
        let sized = try PickerRenderer.sizing(config: config, model: model, width: size.width, height: size.height)
        #expect(size.width == 5 * sized.layout.pitchPx && size.height == 48)
        #expect(sized.renderer.showsBandWhole(config: config, model: sized.model))
        // A detail under the title takes its line: a 30 px font is 0.4 of its strip, 75 px.
        let (detailed, detailedModel) = try parse(#"{"orientation": "horizontal", "theme": {"font_size": 30}, "columns": [{"items": [{"text": "Normal", "detail": "as usual"}]}]}"#)
        #expect(try PickerRenderer.preferredSize(config: detailed, model: detailedModel, files: .anywhere).height == 75)
    }

    /// Trial 47: with no `size` given, rows taller than the default 480 px made `preferredSize()`
    /// throw "at most 9 fit", though a host would give them the room; only 8,192 px limits them.
    @Test func rowsTallerThanTheDefaultSizeAreMeasuredNotRefused() throws {
        #expect(try expectLeast(#"{"visible_rows": 15, "columns": [{"items": ["Kitchen"]}]}"#).height == 15 * 48)
        #expect(try expectLeast(#"{"row_height": 500, "visible_rows": 3, "columns": [{"items": ["Kitchen"]}]}"#).height == 1500)
        let (wide, wideModel) = try parse(#"{"orientation": "horizontal", "row_height": 100, "visible_rows": 15, "columns": [{"items": ["Low"]}]}"#)
        #expect(try PickerRenderer.preferredSize(config: wide, model: wideModel, files: .anywhere).width == 1500)
        let (huge, hugeModel) = try parse(#"{"row_height": 512, "visible_rows": 31, "columns": [{"items": ["Kitchen"]}]}"#)
        let error = #expect(throws: RenderError.self) { try PickerRenderer.preferredSize(config: huge, model: hugeModel, files: .anywhere) }
        #expect(error?.message == "visible_rows: 31 rows of 512 px do not fit on a picker 8192 px tall; at most 15 fit", "\(error?.message ?? "")")
    }

    /// Trial 49: a detail under its title was not measured, and the preferred 76 px cut
    /// "no presence sensor" under "Away"; a detail after the title was.
    @Test func aDetailUnderItsTitleIsShownWhole() throws {
        let items = #"[{"text": "Away", "detail": "no presence sensor"}, {"text": "Heat"}]"#
        let title = try expectLeast(#"{"columns": [{"items": ["Away", "Heat"]}]}"#)
        let below = try expectLeast(#"{"columns": [{"items": \#(items)}]}"#)
        let after = try expectLeast(#"{"columns": [{"items": [{"text": "Away", "detail": "no presence sensor", "detail_position": "after"}, {"text": "Heat"}]}]}"#)
        #expect(below.width > title.width && below.width < after.width, "\(title) \(below) \(after)")
        let (config, model) = try parse(#"{"columns": [{"items": \#(items)}]}"#)
        let sized = try PickerRenderer.sizing(config: config, model: model, width: below.width - 1, height: below.height)
        #expect(!sized.renderer.showsBandWhole(config: config, model: sized.model), "one pixel narrower cuts the detail")
    }

    @Test func aTitleNoPanelHoldsIsRefusedNamingTheLimit() throws {
        let long = String(repeating: "W", count: 600)
        let (config, model) = try parse(#"{"size": "800x480", "columns": [{"items": ["\#(long)"]}]}"#)
        #expect(throws: RenderError.self) { try PickerRenderer.preferredSize(config: config, model: model, files: .anywhere) }
    }
}
