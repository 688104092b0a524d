import PickerCore
import Testing
@testable import PickerControl

@Suite struct ConfigEditTests {
    static func document(_ text: String) -> JSONObject {
        guard case .object(let object) = try? JSONParser.parse(text) else { return JSONObject() }
        return object
    }

    static let wifi = document(#"{"columns":[{"id":"ssid","items":["home","office"],"selected":"office","disabled":[0]},{"range":{"from":1,"to":3}}]}"#)
    static let sectioned = document(##"{"sections":[{"date":{}},{"columns":[{"id":"slot","items":["am","pm"]}]}],"theme":{"tint":"#0a84ff","dim":0.5}}"##)

    func model(_ document: JSONObject) throws -> PickerModel {
        try PickerModel(config: PickerConfig.decode(.object(document), directory: ""))
    }

    /// `set_items` as the kiosk runs it: the column looked up in the document's own directory.
    func settingItems(_ items: [JSONValue], column: ColumnReference, keepingValue value: String?, in document: JSONObject) throws -> JSONObject {
        let columns = try model(document).directory
        return try ConfigEdit.settingItems(items, column: columns.entries[column.index(in: columns)], keepingValue: value, in: document)
    }

    @Test func newItemsKeepTheSelectedValueWhenItIsStillThere() throws {
        let edited = try settingItems(
            [.string("cafe"), .string("office"), .string("home")], column: .id("ssid"), keepingValue: "office", in: Self.wifi)
        #expect(edited["columns"]?.serialized == #"[{"id":"ssid","items":["cafe","office","home"],"selected":"office"},{"range":{"from":1,"to":3}}]"#)
        #expect(try model(edited).selection == [1, 0])
    }

    @Test func aVanishedValueFallsBackToTheFirstRow() throws {
        let edited = try settingItems([.object(Self.document(#"{"text":"Guest","value":"guest"}"#))], column: .index(0), keepingValue: "office", in: Self.wifi)
        #expect(try model(edited).selection == [0, 0])
    }

    @Test func itemsMatchByTheirValueNotTheirText() throws {
        let items: [JSONValue] = [.string("x"), .object(Self.document(#"{"text":"Office","value":"office"}"#))]
        let edited = try settingItems(items, column: .id("ssid"), keepingValue: "office", in: Self.wifi)
        #expect(try model(edited).selection == [1, 0])
    }

    @Test func aRangeColumnCanBeGivenItemsAndDefaultIdsCountAcrossSections() throws {
        let edited = try settingItems([.string("a"), .string("b")], column: .id("c1"), keepingValue: nil, in: Self.wifi)
        #expect(try model(edited).columns[1].rowCount == 2)
        let inSecondSection = try settingItems([.string("x")], column: .index(3), keepingValue: nil, in: Self.sectioned)
        #expect(try model(inSecondSection).columns[3].rowCount == 1)
    }

    @Test(arguments: [
        (ColumnReference.id("nope"), ControlError.Code.notFound, "column \"nope\" does not exist (columns: year, month, day, slot)"),
        (.index(9), .notFound, "column 9 does not exist"),
        (.id("month"), .invalidValue, "column \"month\" belongs to a date section"),
    ])
    func columnsThatCannotTakeItemsAreNamed(column: ColumnReference, code: ControlError.Code, message: String) {
        #expect {
            try settingItems([.string("a")], column: column, keepingValue: nil, in: Self.sectioned)
        } throws: { error in
            (error as? ControlError)?.code == code && (error as? ControlError)?.message.hasPrefix(message) == true
        }
    }

    /// Trial 52: a time section lists no columns, and `set_items` on one changed nothing, saying ok.
    @Test func aTimeSectionsColumnsTakeNoItems() {
        let timed = Self.document(#"{"sections":[{"time":{"selected":"07:30"}},{"columns":[{"items":["a"]}]}]}"#)
        #expect {
            try settingItems([.string("1")], column: .id("hour"), keepingValue: nil, in: timed)
        } throws: { error in
            (error as? ControlError)?.message == "column \"hour\" belongs to a time section; its rows follow the clock"
        }
    }

    @Test func dateColumnsAreNumberedInTheirConfiguredOrder() throws {
        let dayFirst = Self.document(#"{"sections":[{"date":{"order":"dmy"}},{"columns":[{"items":["am","pm"]}]}]}"#)
        #expect(try model(dayFirst).directory.ids == ["day", "month", "year", "c3"])
        #expect {
            try settingItems([.string("a")], column: .index(0), keepingValue: nil, in: dayFirst)
        } throws: { error in
            (error as? ControlError)?.message.hasPrefix("column \"day\" belongs to a date section") == true
        }
        let edited = try settingItems([.string("x")], column: .id("c3"), keepingValue: nil, in: dayFirst)
        #expect(try model(edited).columns[3].rowCount == 1)
    }

    @Test func settingColumnsReplacesOneSection() throws {
        let columns: [JSONValue] = [.object(Self.document(#"{"id":"a","items":["1"]}"#)), .object(Self.document(#"{"id":"b","items":["2"]}"#))]
        #expect(try model(ConfigEdit.settingColumns(columns, section: 0, in: Self.wifi)).columns.map(\.id) == ["a", "b"])
        #expect(try model(ConfigEdit.settingColumns(columns, section: 0, in: Self.sectioned)).columns.map(\.id) == ["a", "b", "slot"])
        #expect(throws: ControlError(.notFound, "section 2 does not exist (the picker has 2)")) {
            try ConfigEdit.settingColumns(columns, section: 2, in: Self.sectioned)
        }
        #expect(throws: ControlError(.notFound, "section 1 does not exist (the picker has 1)")) {
            try ConfigEdit.settingColumns(columns, section: 1, in: Self.wifi)
        }
    }

    @Test func themeChangesMergeAndNullRestoresTheDefault() {
        let edited = ConfigEdit.settingTheme(Self.document(##"{"tint":"#ff9500","dim":null,"fade":0}"##), in: Self.sectioned)
        #expect(edited["theme"]?.serialized == ##"{"tint":"#ff9500","fade":0}"##)
        #expect(ConfigEdit.settingTheme(Self.document(#"{"fade":0.1}"#), in: Self.wifi)["theme"]?.serialized == #"{"fade":0.1}"#)
    }

    @Test func anEditTheConfigRulesRejectIsCaughtByValidation() throws {
        let edited = try settingItems([.object(Self.document(#"{"image":3}"#))], column: .id("ssid"), keepingValue: nil, in: Self.wifi)
        #expect(throws: ConfigError.self) { try PickerConfig.decode(.object(edited), directory: "") }
    }
}
