import PickerCore
import Testing
@testable import PickerRender

/// Trial 9 (issue 31): a horizontal picker with the defaults drew every item as "…": its 48 px
/// items held a font 60% as tall. Left unsized, items now fit the widest title, and the font is no
/// share of an item's width.
@Suite struct HorizontalItemsTests {
    func sized(_ json: String) throws -> (layout: PickerLayout, renderer: PickerRenderer) {
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        let (_, layout, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        return (layout, renderer)
    }

    /// The room a horizontal item leaves its text, as its sprite is drawn.
    func textRoom(_ layout: PickerLayout) -> Int { RowSpriteBuilder.horizontalContentRoomPx(itemPx: layout.rowHeightPx) }

    @Test func itemsLeftUnsizedAreAsWideAsTheWidestTitleNeeds() throws {
        let (layout, renderer) = try sized(#"{"size": "480x272", "orientation": "horizontal", "columns": [{"items": ["Kitchen", "Hall", "Living room"]}]}"#)
        let font = renderer.theme.highlightFont
        #expect(font.pixelSize == 28)
        let widest = TextRun("Living room", font: font, direction: .auto).ink(font: font).width
        #expect(textRoom(layout) >= widest && textRoom(layout) < widest + 4, "\(textRoom(layout)) px for \(widest) px")
        #expect(TextRun("Living room", font: font, direction: .auto, maxWidthPx: textRoom(layout)).ink(font: font).width == widest)
    }

    @Test func shortTitlesKeepTheDefaultItemAndLongOnesStopAtThreeQuartersOfThePicker() throws {
        #expect(try sized(#"{"size": "480x272", "orientation": "horizontal", "columns": [{"range": {"from": 1, "to": 9}}]}"#).layout.rowHeightPx == 48)
        let long = String(repeating: "a long title ", count: 10)
        #expect(try sized(#"{"size": "480x272", "orientation": "horizontal", "columns": [{"items": ["\#(long)"]}]}"#).layout.rowHeightPx == 360)
    }

    @Test func aGivenItemWidthStaysAndTheFontIsNoShareOfIt() throws {
        let (layout, renderer) = try sized(#"{"size": "480x272", "orientation": "horizontal", "row_height": 120, "columns": [{"items": ["שלום", "עולם"]}]}"#)
        #expect(layout.rowHeightPx == 120)
        #expect(renderer.theme.font.pixelSize == 28 && renderer.theme.highlightFont.pixelSize == 28)
    }
}
