import Testing
import PickerCore
import PickerRender
@testable import PickerDisplay

@Suite struct TerminalInputDecoderTests {
    @Test(arguments: [
        ("\u{1B}[A", TerminalInput.key(.up)), ("\u{1B}[B", .key(.down)), ("\u{1B}OC", .key(.right)), ("\u{1B}[D", .key(.left)),
        ("\u{1B}[5~", .key(.pageup)), ("\u{1B}[6~", .key(.pagedown)), ("\r", .key(.enter)), ("\t", .key(.tab)),
        ("\u{1B}", .key(.escape)), ("\u{03}", .interrupt), ("\u{1B}[<64;3;4M", .wheel(-1, column: 3, row: 4)), ("\u{1B}[<65;3;4M", .wheel(1, column: 3, row: 4)),
    ])
    func decodesKeysAndWheel(text: String, expected: TerminalInput) {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(Array(text.utf8)) == [expected])
    }

    @Test func mouseDragBecomesDownMoveUp() {
        var decoder = TerminalInputDecoder()
        let inputs = decoder.decode(Array("\u{1B}[<0;10;5M\u{1B}[<32;10;4M\u{1B}[<0;10;3m".utf8))
        #expect(inputs == [.mouse(.down, column: 10, row: 5), .mouse(.move, column: 10, row: 4), .mouse(.up, column: 10, row: 3)])
    }

    @Test func motionAndReleaseWithoutAPressAreIgnored() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(Array("\u{1B}[<32;1;1M\u{1B}[<0;1;1m".utf8)).isEmpty)
    }

    @Test func sequenceSplitAcrossReadsIsJoined() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;1".utf8)).isEmpty)
        #expect(decoder.decode(Array("2;7M".utf8)) == [.mouse(.down, column: 12, row: 7)])
    }

    @Test func garbageIsSkippedAndLaterKeysStillDecode() {
        var decoder = TerminalInputDecoder()
        let garbage: [UInt8] = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 100) + [0xFF, 0x00, 0x1B, UInt8(ascii: "[")]
        _ = decoder.decode(garbage)
        #expect(decoder.decode(Array("A\r".utf8)).last == .key(.enter))
    }
}

@Suite struct CellGridTests {
    @Test func gridAveragesFramePixelsIntoHalfBlocks() {
        let frame = PixelBuffer(width: 4, height: 4, format: .xrgb8888)
        // Left half white, right half black; one cell covers 2x2 frame pixels per half.
        for y in 0..<4 { for x in 0..<2 { frame.bytes.storeBytes(of: UInt32(0x00FF_FFFF), toByteOffset: y * frame.stride + x * 4, as: UInt32.self) } }
        let scale = CellGrid.Scale(frameWidth: 4, frameHeight: 4, columns: 2, rows: 1)
        var grid = CellGrid(columns: 2, rows: 1)
        grid.update(from: frame, scale: scale, damage: [frame.bounds])
        let white = RGBColor(red: 255, green: 255, blue: 255), black = RGBColor(red: 0, green: 0, blue: 0)
        #expect(grid[0, 0] == CellGrid.Cell(top: white, bottom: white))
        #expect(grid[1, 0] == CellGrid.Cell(top: black, bottom: black))
    }

    @Test func updateWritesOnlyChangedCells() {
        var before = CellGrid(columns: 3, rows: 2)
        let frame = PixelBuffer(width: 3, height: 4, format: .rgb565)
        let scale = CellGrid.Scale(frameWidth: 3, frameHeight: 4, columns: 3, rows: 2)
        before.update(from: frame, scale: scale, damage: [frame.bounds])
        frame.bytes.storeBytes(of: UInt16(0xF800), toByteOffset: 3 * frame.stride + 2 * 2, as: UInt16.self)
        var after = before
        after.update(from: frame, scale: scale, damage: [Rect(x: 2, y: 3, width: 1, height: 1)])
        let text = after.ansiUpdate(from: before)
        #expect(text == "\u{1B}[2;3H\u{1B}[38;2;0;0;0m\u{1B}[48;2;255;0;0m▀\u{1B}[0m")
        #expect(after.ansiUpdate(from: after).isEmpty)
    }

    @Test func mouseCellMapsToTheFramePixelUnderIt() {
        let scale = CellGrid.Scale(frameWidth: 800, frameHeight: 480, columns: 100, rows: 30)
        #expect(scale.framePixelsPerCellPixel == 8)
        #expect(scale.framePoint(cellColumn: 1, cellRow: 1) == (4, 8))
        #expect(scale.framePoint(cellColumn: 100, cellRow: 30) == (796, 472))
    }
}
