import Testing
@testable import PickerCore

/// A list of 100,000 rows is held once, compactly: a plain item costs its text and 48 bytes,
/// and the config's walks over its items copy none of them.
@Suite struct LongListTests {
    @Test func aPlainItemIsFortyEightBytesAndARichOneKeepsItsParts() {
        #expect(MemoryLayout<ItemConfig>.stride <= 48, "an item is \(MemoryLayout<ItemConfig>.stride) bytes")
        var rich = ItemConfig(text: "Office", imagePath: "/icons/wifi.png", parts: RowParts(detail: "WPA3", trailingText: "-48 dBm"))
        rich.speech = "Office, secured"
        rich.lang = "en"
        #expect(rich.parts.detail == "WPA3" && rich.parts.trailingText == "-48 dBm" && rich.speech == "Office, secured")
        #expect(rich.imagePath == "/icons/wifi.png" && rich.imageKey == .image)
        #expect(rich != ItemConfig(text: "Office"))
        // Taking every rich part away leaves the plain item it started as.
        rich.parts = RowParts()
        rich.imagePath = nil
        rich.speech = nil
        rich.lang = nil
        #expect(rich == ItemConfig(text: "Office"))
    }

    @Test func aHundredThousandItemsAreWalkedWithKeysOnlyWhereAsked() throws {
        let items = (0..<100_000).map { #""Guest network \#($0)""# }.joined(separator: ",")
        let config = try PickerConfig.parse(Array(#"{"columns": [{"range": {"from": 0, "to": 9}}, {"items": [\#(items)]}]}"#.utf8),
                                            directory: "/")
        var count = 0
        var last: KeyedItem?
        for entry in config.keyedItems {
            count += 1
            last = entry
        }
        #expect(count == 100_000)
        #expect(last?.key == "columns[1].items[99999]")
        #expect(last?.item.text == "Guest network 99999")
        #expect(config.namedFiles.isEmpty)
    }

    @Test func tooManyItemsAreRefusedNamingTheColumn() {
        let items = Array(repeating: #""x""#, count: RangeConfig.maximumRows + 1).joined(separator: ",")
        let error = #expect(throws: ConfigError.self) {
            try PickerConfig.parse(Array(#"{"columns": [{"items": [\#(items)]}]}"#.utf8), directory: "/")
        }
        #expect(error?.description == "columns[0].items: has 100001 items; at most 100000 are allowed")
    }
}
