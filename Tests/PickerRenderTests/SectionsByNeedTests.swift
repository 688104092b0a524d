import PickerCore
import Testing
@testable import PickerRender

/// Trial 10 (issue 31): a date beside a short list in equal halves of a 480x272 panel cut
/// "septembre" to "se…" in the band while "Alarm" had half the panel; on 320x240 the same
/// picker was refused. Sections that give no width now share it by need.
@Suite struct SectionsByNeedTests {
    static func mixed(_ size: String, widths: String = "") -> String {
        #"{"size": "\#(size)", "sections": [{\#(widths)"columns": [{"items": ["Alarm", "Reminder", "Timer"]}]}, "#
            + #"{\#(widths)"date": {"from": 2000, "to": 2040, "selected": "2024-09-30", "order": "dmy", "month_names": "#
            + #"["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]}}]}"#
    }

    func sized(_ json: String) throws -> (model: PickerModel, layout: PickerLayout, renderer: PickerRenderer) {
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        return try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
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

    @Test func aSmallPanelShowsTheDateItRefusedInEqualHalves() throws {
        #expect(throws: RenderError.self) { try sized(Self.mixed("320x240", widths: #""width": 0.5, "#)) }
        let (model, layout, _) = try sized(Self.mixed("320x240"))
        #expect(layout.sectionFrames[1].width > 160 && model.sections[0].widthFraction < Fixed.half)
    }

    @Test func givenWidthsStay() throws {
        let (_, layout, _) = try sized(Self.mixed("800x480", widths: #""width": 0.5, "#))
        #expect(abs(layout.sectionFrames[0].width - layout.sectionFrames[1].width) <= 1)
    }
}
