import PanelPicker
import PickerSystem
import PickerTestSupport
import Testing

/// A data source the tests change between reloads, counting the questions it is asked.
final class Fruits: PickerDataSource {
    var sections: [[[String]]] = [[["apple", "pear", "plum"]], [["S", "M", "L"], ["red", "green"]]]
    var disabled: Set<String> = []
    var widths: [Double]? = [0.5, 0.5]

    func numberOfSections() -> Int { sections.count }
    func numberOfColumns(inSection section: Int) -> Int { sections[section].count }
    func numberOfRows(inColumn column: Int, section: Int) -> Int { sections[section][column].count }
    func title(forRow row: Int, column: Int, section: Int) -> String? { sections[section][column][row] }
    func isRowEnabled(_ row: Int, column: Int, section: Int) -> Bool { !disabled.contains(sections[section][column][row]) }
    func widthFractionsForSections() -> [Double]? { widths }
    func identifier(forColumn column: Int, section: Int) -> String? { section == 0 ? "fruit" : nil }
}

@Suite struct DataSourceTests {
    func makePicker(_ source: some PickerDataSource, clock: ManualClock, style: PickerStyle = PickerStyle()) throws -> (Picker, RecordingDelegate) {
        let picker = try Picker(dataSource: source, style: style, backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        return (picker, delegate)
    }

    func settle(_ picker: Picker, clock: ManualClock) throws {
        try picker.handleEvents(nowUs: clock.nowUs)
        var turns = 0
        while let deadline = picker.nextDeadlineUs, turns < 5000 {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
            turns += 1
        }
    }

    @Test func sectionsColumnsAndRowsComeFromTheDataSource() throws {
        let (picker, delegate) = try makePicker(Fruits(), clock: ManualClock())
        #expect(picker.columnCount == 3)
        #expect(picker.selection.map(\.columnID) == ["fruit", "c1", "c2"])
        #expect((0..<3).map { picker.rowCount(inColumn: $0) } == [3, 3, 2])
        #expect(delegate.calls.isEmpty)
    }

    /// Trial 35: of a row's missing font and two missing images, only the first was named; a
    /// config's two missing images came one at a time, and without the "config:" its other
    /// mistakes start with. Trial 52: a leading image only `content(forRow:…)` gave was named as an
    /// `imagePath(forRow:…)` too, a method this source never wrote.
    @Test func everyFileThatCannotBeOpenedIsNamedAtOnce() throws {
        final class Files: PickerDataSource {
            func numberOfSections() -> Int { 1 }
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 4 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { "r\(row)" }
            func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent {
                var content = PickerRowContent(title: "r\(row)")
                switch row {
                case 1: content.fontPaths = ["/nonexistent/Font.ttf"]
                case 2: content.leadingImagePath = "/nonexistent/a.png"
                case 3: content.trailingImagePath = "/nonexistent/b.png"
                default: break
                }
                return content
            }
        }
        #expect { _ = try Picker(dataSource: Files(), backend: .offscreen) } throws: { error in
            let message = (error as? PickerError)?.message ?? ""
            return ["content(forRow: 1, column: 0, section: 0).fontPaths: font /nonexistent/Font.ttf",
                    "; also data source: content(forRow: 2, column: 0, section: 0).leadingImagePath: image /nonexistent/a.png",
                    "; also data source: content(forRow: 3, column: 0, section: 0).trailingImagePath: image /nonexistent/b.png"]
                .allSatisfy(message.contains) && message.hasPrefix("data source: ")
        }
        let json = #"{"size": "160x120", "columns": [{"items": [{"text": "a", "image": "/nonexistent/a.png"}, {"text": "b", "image": "/nonexistent/b.png"}]}]}"#
        #expect { _ = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen) } throws: { error in
            let message = (error as? PickerError)?.message ?? ""
            return message.hasPrefix("config: columns[0].items[0].image: image /nonexistent/a.png: No such file or directory")
                && message.contains("; also columns[0].items[1].image: image /nonexistent/b.png: No such file or directory")
        }
    }

    /// Trial 44: five missing icons repeated the same advice five times, 1.5 KB of message. It is
    /// given once, after them, and the files are each named once.
    @Test func adviceSeveralMissingFilesShareIsGivenOnce() throws {
        let json = #"{"size": "160x120", "columns": [{"items": [{"text": "a", "image": "/nonexistent/a.png"}, {"text": "b", "image": "/nonexistent/b.png"}]}]}"#
        let error = #expect(throws: PickerError.self) { try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen) }
        #expect(error?.message == "config: columns[0].items[0].image: image /nonexistent/a.png: No such file or directory; "
                + "also columns[0].items[1].image: image /nonexistent/b.png: No such file or directory; "
                + "for each: give a readable PNG file (a relative path is taken from the config's folder, or the data source's directory)")
    }

    /// Trial 36: a rule broken hid the files that cannot be opened, which came after it was fixed.
    @Test func filesThatCannotBeOpenedAreNamedBesideBrokenRules() throws {
        final class Rows: PickerDataSource {
            func numberOfSections() -> Int { 1 }
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 3 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { row == 2 ? "two\nlines" : "r\(row)" }
            func imagePath(forRow row: Int, column: Int, section: Int) -> String? { row == 1 ? "/nonexistent/a.png" : nil }
        }
        var style = PickerStyle()
        style.visibleRows = 4
        style.fontPaths = ["/nonexistent/Font.ttf"]
        #expect { _ = try PickerConfiguration(dataSource: Rows(), style: style) } throws: { error in
            let message = (error as? PickerError)?.message ?? ""
            return ["style.visibleRows: ", "title(forRow: 2, column: 0, section: 0) or content(forRow: 2, column: 0, section: 0).title: holds U+000A", "style.fontPaths: font /nonexistent/Font.ttf: No such file",
                    "imagePath(forRow: 1, column: 0, section: 0) or content(forRow: 1, column: 0, section: 0).leadingImagePath: image /nonexistent/a.png: No such file"].allSatisfy(message.contains)
        }
        let json = ##"{"size": "160x120", "visible_rows": 4, "theme": {"font": "/nonexistent/Font.ttf"}, "columns": [{"items": [{"text": "a", "image": "/nonexistent/a.png"}]}]}"##
        #expect { _ = try PickerConfiguration(json: json) } throws: { error in
            let message = (error as? PickerError)?.message ?? ""
            return message.hasPrefix("config: visible_rows: ") && message.contains("; also theme.font: font /nonexistent/Font.ttf: No such file")
                && message.contains("; also columns[0].items[0].image: image /nonexistent/a.png: No such file")
        }
        // With no rule broken, the theme's font no longer hides the rows' files.
        let files = ##"{"size": "160x120", "theme": {"font": "/nonexistent/Font.ttf"}, "columns": [{"items": [{"text": "a", "image": "/nonexistent/a.png"}]}]}"##
        #expect { _ = try Picker(configuration: PickerConfiguration(json: files), backend: .offscreen) } throws: { error in
            let message = (error as? PickerError)?.message ?? ""
            return message.hasPrefix("config: theme.font: font /nonexistent/Font.ttf: No such file")
                && message.contains("; also columns[0].items[0].image: image /nonexistent/a.png: No such file")
        }
    }

    /// Trial 38: `reloadColumn(_:)` named a row's bad font size and not the image beside it, which
    /// the initialiser and `reloadData()` named.
    @Test func reloadColumnNamesTheFilesBesideTheRowsMistakes() throws {
        final class Rows: PickerDataSource {
            var broken = false
            func numberOfSections() -> Int { 1 }
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 3 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { "r\(row)" }
            func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent {
                var content = PickerRowContent(title: "r\(row)")
                if broken, row == 0 { content.fontSize = 2 }
                if broken, row == 1 { content.leadingImagePath = "/nonexistent/a.png" }
                return content
            }
        }
        let rows = Rows()
        let picker = try Picker(dataSource: rows, backend: .offscreen)
        rows.broken = true
        #expect { try picker.reloadColumn(0) } throws: { error in
            let message = (error as? PickerError)?.message ?? ""
            return message.contains("content(forRow: 0, column: 0, section: 0).fontSize")
                && message.contains("; also data source: content(forRow: 1, column: 0, section: 0).leadingImagePath: image /nonexistent/a.png")
        }
    }

    /// Trial 37: a column's bad identifier hid its rows' mistakes, which came once it was mended.
    @Test func aBadIdentifierIsNamedBesideItsRowsMistakes() throws {
        final class Rows: PickerDataSource {
            func numberOfSections() -> Int { 1 }
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 3 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { row == 2 ? nil : "r\(row)" }
            func identifier(forColumn column: Int, section: Int) -> String? { "a\tb" }
        }
        #expect { _ = try Picker(dataSource: Rows(), backend: .offscreen) } throws: { error in
            let message = (error as? PickerError)?.message ?? ""
            return message.hasPrefix("data source: identifier(forColumn: 0, section: 0): ") && message.contains("; also data source: content(forRow: 2")
        }
    }

    /// Trial 49: `select(value: "")` took the first of several blank spacer rows, though blank
    /// values name no row (they may repeat), as a config's `selected` says.
    @Test func aBlankValueSelectsNoRow() throws {
        let picker = try Picker(configuration: PickerConfiguration(json: #"{"columns": [{"items": ["", "a", " ", "b", ""]}]}"#), backend: .offscreen)
        #expect(picker.row(withValue: "", inColumn: 0) == nil && picker.row(withValue: " ", inColumn: 0) == nil)
        #expect(throws: PickerError(.badInput, #"select: the blank value "" names no row, as blank values may repeat (spacer rows): "#
                                        + "select such a row by its index (select(row:inColumn:))")) {
            try picker.select(value: "", inColumn: 0)
        }
        try picker.select(row: 4, inColumn: 0, animated: false)
        #expect(picker.selection[0].row == 4)
    }

    /// Trial 49: an empty identifier was named by the config key `sections[0].columns[0].id`, which
    /// a Swift program never wrote.
    @Test func anEmptyIdentifierIsNamedByItsMethod() throws {
        final class Rows: PickerDataSource {
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 1 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { "r" }
            func identifier(forColumn column: Int, section: Int) -> String? { "" }
        }
        #expect(throws: PickerError(.badInput, "data source: identifier(forColumn: 0, section: 0): expected a non-empty string")) {
            _ = try Picker(dataSource: Rows(), backend: .offscreen)
        }
    }

    @Test func aDisabledFirstRowIsNotWhereTheColumnStarts() throws {
        let source = Fruits()
        source.disabled = ["apple"]
        let (picker, _) = try makePicker(source, clock: ManualClock())
        #expect(picker.selection[0].value == "pear")
    }

    /// Trial 27: selecting a disabled row by value said "row 2 … is disabled", not the value given.
    @Test func selectingADisabledValueNamesIt() throws {
        let source = Fruits()
        source.disabled = ["plum"]
        let (picker, _) = try makePicker(source, clock: ManualClock())
        #expect {
            try picker.select(value: "plum", inColumn: 0)
        } throws: { error in
            (error as? PickerError)?.message == #"select: the row with value "plum" (row 2 of column 0 "fruit") is disabled; select an enabled row"#
        }
    }

    @Test func reloadDataKeepsSelectionsByValue() throws {
        let clock = ManualClock()
        let source = Fruits()
        let (picker, delegate) = try makePicker(source, clock: clock)
        try picker.select(value: "plum", inColumn: 0, animated: false)
        source.sections[0][0] = ["kiwi", "plum", "apple", "fig"]
        try picker.reloadData()
        try settle(picker, clock: clock)
        #expect(picker.rowCount(inColumn: 0) == 4)
        #expect(picker.selection[0].row == 1 && picker.selection[0].value == "plum")
        #expect(!delegate.calls.contains { $0.hasPrefix("select") }, "a reload is not a user's selection: \(delegate.calls)")
    }

    @Test func reloadColumnChangesOnlyThatColumnAndKeepsItsSelection() throws {
        let clock = ManualClock()
        let source = Fruits()
        let (picker, _) = try makePicker(source, clock: clock)
        try picker.select(value: "green", inColumn: 2, animated: false)
        try picker.select(value: "L", inColumn: 1, animated: false)
        source.sections[1][1] = ["blue", "green"]
        source.sections[1][0] = ["XS"]
        try picker.reloadColumn(2)
        try settle(picker, clock: clock)
        #expect(picker.selection.map(\.value) == ["apple", "L", "green"], "column 1 was not reloaded")
        #expect(picker.selection[2].row == 1)
        #expect(picker.configuration.json.contains("\"blue\""))
    }

    @Test func reloadColumnWhoseValueIsGoneKeepsTheIndexClamped() throws {
        let clock = ManualClock()
        let source = Fruits()
        let (picker, _) = try makePicker(source, clock: clock)
        try picker.select(value: "plum", inColumn: 0, animated: false)
        source.sections[0][0] = ["fig", "lime"]
        try picker.reloadColumn(0)
        #expect(picker.selection[0].value == "lime")
    }

    @Test(arguments: [
        // Named by the method that answered, as the counts are, not by config keys the program never wrote.
        ([0.7, 0.7], "data source: sections: widthFractionsForSections() returned widths that add up to 1.4; expected 1"),
        // Trial 47: the sum read "0.8999999999999999", where the config's reads 0.9.
        ([0.6, 0.3], "data source: sections: widthFractionsForSections() returned widths that add up to 0.9; expected 1"),
        ([1.5, 0.5], "data source: sections: widthFractionsForSections() returned 1.5 for section 0; expected a number above 0 and at most 1"),
        ([Double.nan, 1], "data source: sections: widthFractionsForSections() returned nan for section 0; expected a number above 0"),
        ([1, -Double.infinity], "data source: sections: widthFractionsForSections() returned -inf for section 1; expected a number above 0"),
        ([0.5, 0.3, 0.2], "data source: sections: widthFractionsForSections() returned 3 widths for 2 sections; expected one for each"),
        ([1], "data source: sections: widthFractionsForSections() returned 1 width for 2 sections; expected one for each"),
    ])
    func answersThatAreNotAPickerAreNamed(widths: [Double], message: String) {
        let source = Fruits()
        source.widths = widths
        #expect { _ = try Picker(dataSource: source, backend: .offscreen) } throws: { error in
            (error as? PickerError)?.message.contains(message) == true
        }
    }

    /// NaN and the infinities are named as Swift names them, not as the null JSON would write.
    @Test func aStyleNumberThatIsNoNumberIsNamed() {
        var style = PickerStyle()
        style.fade = .nan
        #expect { _ = try PickerConfiguration(dataSource: Fruits(), style: style) } throws: { error in
            (error as? PickerError)?.message == "style.fade: expected a number, got nan"
        }
        style = PickerStyle()
        style.decelerationRate = .infinity
        #expect { _ = try PickerConfiguration(dataSource: Fruits(), style: style) } throws: { error in
            (error as? PickerError)?.message == "style.decelerationRate: expected a number between 0 and 1 (UIKit's normal is 0.998, its fast 0.99), got infinity"
        }
    }

    /// A column's widths, one too many: the count is named, not the sum it makes.
    @Test func columnWidthsOfTheWrongCountAreNamed() {
        final class TwoWidths: PickerDataSource {
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 2 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { "\(row)" }
            func widthFractions(forColumnsInSection section: Int) -> [Double]? { [0.1, 0.1] }
        }
        #expect { _ = try PickerConfiguration(dataSource: TwoWidths()) } throws: { error in
            (error as? PickerError)?.message
                == "data source: sections[0]: widthFractions(forColumnsInSection: 0) returned 2 widths for 1 column; expected one for each"
        }
    }

    @Test(arguments: [-1, 3, Int.min])
    func reloadColumnOfAColumnThatDoesNotExistSaysSo(column: Int) throws {
        let source = Fruits()
        let picker = try Picker(dataSource: source, backend: .offscreen)
        #expect(throws: PickerError(.badInput, "reloadColumn: column \(column) does not exist (the data source has 3 columns)")) {
            try picker.reloadColumn(column)
        }
        withExtendedLifetime(source) {}
    }

    /// docs/library.md: a running data-source picker takes a new style by `reload(_:)`, and keeps it.
    @Test func aStyleGivenByReloadIsKeptByReloadData() throws {
        let source = Fruits()
        let picker = try Picker(dataSource: source, backend: .offscreen)
        var style = PickerStyle()
        style.visibleRows = 3
        try picker.reload(PickerConfiguration(dataSource: source, style: style))
        source.sections[0][0] = ["kiwi", "fig"]
        try picker.reloadData()
        #expect(picker.configuration.json.contains(#""visible_rows":3"#) || picker.configuration.json.contains(#""visible_rows": 3"#),
                "\(picker.configuration.json)")
        #expect(picker.rowCount(inColumn: 0) == 2)
    }

    /// Trial 12 (issue 31): no rows were named in the config's words (`sections[1].columns[0].items:
    /// expected at least one item`), where the program had answered `numberOfRows`.
    @Test func aColumnWithNoRowsIsNamedByItsMethod() {
        let source = Fruits()
        source.sections[1][0] = []
        #expect { _ = try Picker(dataSource: source, backend: .offscreen) } throws: { error in
            (error as? PickerError)?.message == "data source: sections[1].columns[0]: numberOfRows(inColumn: 0, section: 1) returned 0; expected 1 or more rows"
        }
    }

    /// Trial 30 and 32: a delegate that reloads in `didSelect` for the selection its own reload
    /// reported recursed until the process ended. The reload that would run ninth deep is refused,
    /// naming why, and the ones around it finish.
    @Test func reloadsNestedInTheirOwnDelegateCallsStopEightDeep() throws {
        final class Shifting: PickerDataSource {
            var generation = 0
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 3 }
            // Every reload gives every row a new value, so each reports a new selection.
            func title(forRow row: Int, column: Int, section: Int) -> String? { "g\(generation) r\(row)" }
        }
        final class Reloader: PickerDelegate {
            let source: Shifting
            var depth = 0, deepest = 0
            var refusal: String?
            init(_ source: Shifting) { self.source = source }
            func picker(_ picker: Picker, didSelect row: SelectedRow) {
                depth += 1
                deepest = max(deepest, depth)
                defer { depth -= 1 }
                source.generation += 1
                do { try picker.reloadData() } catch { refusal = error.message }
            }
        }
        let source = Shifting(), clock = ManualClock()
        let picker = try Picker(dataSource: source, style: PickerStyle(), backend: .offscreen, clock: clock.pickerClock)
        let delegate = Reloader(source)
        picker.delegate = delegate
        source.generation = 1
        try picker.reloadData()
        #expect(delegate.deepest == 8)
        #expect(delegate.refusal?.hasPrefix("reload: 8 reloads are running, each called from the delegate of the one before") == true,
                "\(delegate.refusal ?? "none")")
        #expect(picker.selection.first?.value == "g8 r0", "the eighth reload's rows stay")
    }

    /// Trial 42: a delegate that selected the next row, reported, in each `didSelect` overflowed
    /// the stack (SIGSEGV, no message); reloads nested so were refused at depth 8, and so are selects.
    @Test func aDelegateThatSelectsInDidSelectForEverIsRefusedAtDepthEight() throws {
        final class Selector: PickerDelegate {
            var depth = 0, deepest = 0
            var refusal: String?
            func picker(_ picker: Picker, didSelect row: SelectedRow) {
                depth += 1
                deepest = max(deepest, depth)
                defer { depth -= 1 }
                do {
                    try picker.select(row: (row.row + 1) % 20, inColumn: 0, animated: false, reportsSelection: true)
                } catch {
                    refusal = error.message
                }
            }
        }
        let json = #"{"size": "320x240", "columns": [{"range": {"from": 0, "to": 19}}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen)
        let delegate = Selector()
        picker.delegate = delegate
        try picker.select(row: 1, inColumn: 0, animated: false, reportsSelection: true)
        #expect(delegate.deepest == 8)
        #expect(delegate.refusal == "select: 8 selects are running, each called from the delegate of the one before; "
                + "a delegate that selects in didSelect must not select again for the selection its own select reports")
        #expect(picker.selection[0].row == 8)
    }

    /// Trial 32: a source with a column of no rows, rows with no title and rows of one title was
    /// told of the empty column; fixed, of the titles; fixed, of the rest. All come at once.
    @Test func aDataSourcesMistakesAreNamedAtOnce() throws {
        final class Faulty: PickerDataSource {
            func numberOfColumns(inSection section: Int) -> Int { 3 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { column == 0 ? 0 : 2 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { column == 1 ? nil : "same" }
            func widthFractions(forColumnsInSection section: Int) -> [Double]? { [0.5, 0.5, 0.4] }
        }
        // Trial 33: widths that did not add up hid the rest, and the style's mistakes too.
        var style = PickerStyle()
        style.visibleRows = 4
        let error = #expect(throws: PickerError.self) { try PickerConfiguration(dataSource: Faulty(), style: style) }
        let message = error?.message ?? ""
        // Split at "; also " by hand: Foundation is not linked.
        var parts: [String] = [], rest = Substring(message)
        while let at = rest.indices.first(where: { rest[$0...].hasPrefix("; also ") }) {
            parts.append(String(rest[..<at]))
            rest = rest[rest.index(at, offsetBy: 7)...]
        }
        parts.append(String(rest))
        #expect(parts.first == "data source: sections[0]: widthFractions(forColumnsInSection: 0) returned widths that add up to 1.4; expected 1",
                "\(error?.message ?? "")")
        #expect(parts.dropFirst().first == "data source: sections[0].columns[0]: numberOfRows(inColumn: 0, section: 0) returned 0; expected 1 or more rows")
        #expect(parts.contains { $0.hasPrefix("style.visibleRows: ") }, "\(parts)")
        #expect(parts.dropFirst().contains { $0.contains("content(forRow: 0, column: 1, section: 0)") }, "\(parts)")
        #expect(parts.dropFirst().contains { $0.contains("column: 2") && $0.contains("same") }, "\(parts)")
    }

    /// A data source whose counts are given, one of them possibly no count at all.
    final class Counts: PickerDataSource {
        var sections = 2, columns = 2, rows = 3
        var rowsRead = 0

        /// Makes the count named `which` (`"rows"`, `"columns"`, `"sections"`) `count`.
        func set(_ which: String, to count: Int) {
            switch which {
            case "rows": rows = count
            case "columns": columns = count
            default: sections = count
            }
        }
        func numberOfSections() -> Int { sections }
        func numberOfColumns(inSection section: Int) -> Int { section == 1 ? columns : 1 }
        func numberOfRows(inColumn column: Int, section: Int) -> Int { section == 1 && column == 1 ? rows : 2 }
        func title(forRow row: Int, column: Int, section: Int) -> String? {
            rowsRead += 1
            return "\(row)"
        }
    }

    /// A negative count is no count, and 0 leaves nothing to show: the error names the method, where
    /// it was asked, what it said and what a picker needs, not an empty list in the config's words.
    @Test(arguments: ["rows", "columns", "sections"], [-3, 0])
    func aCountBelowOneIsNamedWithItsMethod(which count: String, answer: Int) throws {
        let message = [
            "rows": "data source: sections[1].columns[1]: numberOfRows(inColumn: 1, section: 1) returned \(answer); expected 1 or more rows",
            "columns": "data source: sections[1]: numberOfColumns(inSection: 1) returned \(answer); expected 1 or more columns",
            "sections": "data source: sections: numberOfSections() returned \(answer); expected 1 or more sections",
        ][count] ?? ""
        let source = Counts()
        source.set(count, to: answer)
        #expect { _ = try PickerConfiguration(dataSource: source) } throws: { error in
            (error as? PickerError)?.message == message && (error as? PickerError)?.kind == .badInput
        }
        // A picker made before the data source went wrong refuses the reload the same way, and shows what it showed.
        let fine = Counts()
        let picker = try Picker(dataSource: fine, backend: .offscreen)
        fine.set(count, to: answer)
        #expect { try picker.reloadData() } throws: { error in (error as? PickerError)?.message == message }
        #expect { try picker.reloadColumn(2) } throws: { error in (error as? PickerError)?.message == message }
        #expect(picker.columnCount == 3 && picker.rowCount(inColumn: 2) == 3)
    }

    /// A count above the 100,000 items a config's column may list is refused where it is read,
    /// before any row is asked for: reading them took minutes, and Int.max aborted the process.
    @Test(arguments: [100_001, 3_000_000, Int.max])
    func aCountAboveTheItemLimitIsRefusedBeforeAnyRowIsRead(count: Int) throws {
        final class Huge: PickerDataSource {
            var rows: Int
            var rowsRead = 0
            init(rows: Int) { self.rows = rows }
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { rows }
            func title(forRow row: Int, column: Int, section: Int) -> String? {
                rowsRead += 1
                return "\(row)"
            }
        }
        // Trial 42 was told of "sections[0].columns[0].items": the count is numberOfRows' answer.
        let message = "data source: sections[0].columns[0]: numberOfRows(inColumn: 0, section: 0) returned \(count); at most 100000 rows are allowed"
        let source = Huge(rows: count)
        #expect { _ = try PickerConfiguration(dataSource: source) } throws: { error in
            (error as? PickerError)?.message == message && (error as? PickerError)?.kind == .badInput
        }
        #expect(source.rowsRead == 0)
        // A running picker's reloads refuse it the same way and keep what they showed.
        let fine = Huge(rows: 2)
        let picker = try Picker(dataSource: fine, backend: .offscreen)
        fine.rows = count
        fine.rowsRead = 0
        #expect { try picker.reloadData() } throws: { error in (error as? PickerError)?.message == message }
        #expect { try picker.reloadColumn(0) } throws: { error in (error as? PickerError)?.message == message }
        #expect(fine.rowsRead == 0 && picker.rowCount(inColumn: 0) == 2)
    }

    /// More columns or sections than fit across the widest panel are refused from the count, before
    /// any row is read: Int.max columns hung the picker's creation, 100,000 took 32 s to refuse.
    @Test(arguments: [
        ("columns", 1_025, "data source: sections[1]: numberOfColumns(inSection: 1) returned 1025; "
            + "at most 1024 columns fit across the widest panel (8192 px at 8 px a column)"),
        ("columns", Int.max, "data source: sections[1]: numberOfColumns(inSection: 1) returned \(Int.max); "
            + "at most 1024 columns fit across the widest panel (8192 px at 8 px a column)"),
        ("sections", Int.max, "data source: sections: numberOfSections() returned \(Int.max); at most 1024 sections fit, each with a column"),
        ("sections", 1_000, "data source: sections: 1025 columns in 1000 sections; "
            + "at most 1024 fit across the widest panel (8192 px at 8 px a column)"),
    ])
    func moreColumnsThanFitAreRefusedFromTheCount(which: String, count: Int, message: String) throws {
        let source = Counts()
        source.columns = 26
        source.set(which, to: count)
        #expect { _ = try PickerConfiguration(dataSource: source) } throws: { error in
            (error as? PickerError)?.message == message && (error as? PickerError)?.kind == .badInput
        }
        #expect(source.rowsRead == 0)
    }

    /// Every error in the data source's answers names a column as the data source's methods do,
    /// `sections[S].columns[C]`, whichever part of the picker found it: the config's rules, the
    /// model (an id taken twice) or the files a row names. A date section
    /// before the column counts as a section, not as columns of its own.
    @Test func everyErrorNamesTheColumnBySectionAndColumn() {
        final class AfterADate: PickerDataSource {
            var image: String?
            var id: String?
            func numberOfSections() -> Int { 2 }
            func numberOfColumns(inSection section: Int) -> Int { 2 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 2 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { "\(column)\(row)" }
            func imagePath(forRow row: Int, column: Int, section: Int) -> String? { column == 1 ? image : nil }
            func identifier(forColumn column: Int, section: Int) -> String? { column == 1 ? id : nil }
            func dateSection(_ section: Int) -> PickerDateSection? { section == 0 ? PickerDateSection() : nil }
        }
        let cases: [(change: (AfterADate) -> Void, message: String)] = [
            ({ $0.image = "/nonexistent/lock.png" },
             "data source: imagePath(forRow: 0, column: 1, section: 1) or content(forRow: 0, column: 1, section: 1).leadingImagePath: image /nonexistent/lock.png: No such file or directory; "
             + "give a readable PNG file (a relative path is taken from the config's folder, or the data source's directory)"),
            ({ $0.id = "c3" }, #"data source: identifier(forColumn: 1, section: 1): "c3" is the id of column 0 in section 1 too; each column needs its own"#),
        ]
        for (change, message) in cases {
            let source = AfterADate()
            change(source)
            #expect { _ = try Picker(dataSource: source, backend: .offscreen) } throws: { error in
                (error as? PickerError)?.message == message
            }
        }
    }

    /// Trial 7 (issue 31): a row's answer is named by the method and property the program wrote, not by
    /// the config key it became (`items[1].font_size`), and another row by its index.
    @Test(arguments: [
        (PickerRowContent(title: "b", fontSize: 2), ["a", "b"], "data source: content(forRow: 1, column: 0, section: 0).fontSize: "),
        (PickerRowContent(title: "b", highlightedDetailFontSize: 600), ["a", "b"],
         "data source: content(forRow: 1, column: 0, section: 0).highlightedDetailFontSize: "),
        (PickerRowContent(title: "b"), ["a", "a"], #"data source: value(forRow: 1, column: 0, section: 0): "a" is row 0's value too"#),
    ])
    func aRowsAnswerIsNamedByTheMethodAndPropertyThatGaveIt(second: PickerRowContent, values: [String], message: String) throws {
        final class TwoRows: PickerDataSource {
            var second: PickerRowContent, values: [String]
            init(second: PickerRowContent, values: [String]) { (self.second, self.values) = (second, values) }
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 2 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { nil }
            func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent { row == 0 ? PickerRowContent(title: "a") : second }
            func value(forRow row: Int, column: Int, section: Int) -> String? { values[row] }
        }
        let error = #expect(throws: PickerError.self) { try PickerConfiguration(dataSource: TwoRows(second: second, values: values)) }
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
        // The same answers given to a running picker, by either reload (trial 8: reloadColumn named config keys).
        let source = TwoRows(second: PickerRowContent(title: "b"), values: ["a", "b"])
        let picker = try Picker(dataSource: source, backend: .offscreen)
        (source.second, source.values) = (second, values)
        let byColumn = #expect(throws: PickerError.self) { try picker.reloadColumn(0) }
        #expect(byColumn?.message.hasPrefix(message) == true, "\(byColumn?.message ?? "")")
        let byData = #expect(throws: PickerError.self) { try picker.reloadData() }
        #expect(byData?.message.hasPrefix(message) == true, "\(byData?.message ?? "")")
    }

    /// A row with neither a title nor an image: one rule for a config and a data source, each in its own words.
    @Test func aRowWithNeitherTitleNorImageIsRefusedAsAConfigRefusesIt() {
        final class Blank: PickerDataSource {
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 2 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { row == 0 ? "a" : nil }
        }
        let wording = #"an item needs "text" or "image""#
        #expect { _ = try PickerConfiguration(dataSource: Blank()) } throws: { error in
            (error as? PickerError)?.message == "data source: content(forRow: 1, column: 0, section: 0): a row needs a title or a leadingImagePath, "
                + "and title(forRow:column:section:) (or content(forRow:column:section:).title) gave none"
        }
        #expect { _ = try PickerConfiguration(json: #"{"columns": [{"items": ["a", {"disabled": true}]}]}"#) } throws: { error in
            (error as? PickerError)?.message == "config: columns[0].items[1]: \(wording)"
        }
    }

    /// An empty title is text, a blank row, in a data source as in a config (`"text": ""`, or `""`): only a row
    /// with no title (nil) and no image is refused. Its value is "", unless the data source gives one.
    @Test func anEmptyTitleIsABlankRowAsAConfigsEmptyTextIs() throws {
        final class Blank: PickerDataSource {
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 2 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { row == 0 ? "" : "a" }
        }
        let source = Blank()
        let picker = try Picker(dataSource: source, backend: .offscreen)
        #expect(picker.selection[0].value == "" && picker.selection[0].text == "")
        for json in [#"{"columns": [{"items": ["", "a"]}]}"#, #"{"columns": [{"items": [{"text": ""}, "a"]}]}"#] {
            let configured = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen)
            #expect(configured.selection[0].value == "" && configured.selection[0].text == "")
        }
    }

    @Test func reloadWithoutADataSourceSaysSo() throws {
        let picker = try Picker(configuration: PickerConfiguration(json: #"{"columns": [{"items": ["a"]}]}"#), backend: .offscreen)
        #expect(throws: PickerError.self) { try picker.reloadData() }
    }

    @Test func styleReachesTheConfiguration() throws {
        var style = PickerStyle()
        style.orientation = .horizontal
        style.appearance = .flat
        style.rowHeight = 90
        style.tintColor = PickerColor(hex: "#30d158")
        style.selection = .overlay(color: nil, alpha: 0.5)
        let configuration = try PickerConfiguration(dataSource: Fruits(), style: style)
        for fragment in [#""orientation":"horizontal""#, #""style":"flat""#, #""row_height":90"#, ##""tint":"#30d158""##, #""alpha":0.5"#] {
            #expect(configuration.json.contains(fragment), "\(fragment)")
        }
    }

    /// A data source that colours one row, as AKPickerView's `configureLabel` does.
    final class Warning: PickerDataSource {
        func numberOfColumns(inSection section: Int) -> Int { 1 }
        func numberOfRows(inColumn column: Int, section: Int) -> Int { 3 }
        func title(forRow row: Int, column: Int, section: Int) -> String? { ["keep", "erase", "cancel"][row] }
        func textColor(forRow row: Int, column: Int, section: Int) -> PickerColor? { row == 1 ? PickerColor(hex: "#ff0000") : nil }
        func highlightedTextColor(forRow row: Int, column: Int, section: Int) -> PickerColor? { row == 1 ? PickerColor(hex: "#ffff00") : nil }
    }

    @Test func aRowsOwnColourIsWhatTheFrameShows() throws {
        var style = PickerStyle()
        style.appearance = .flat
        style.width = 300
        style.height = 200
        let clock = ManualClock()
        let (picker, _) = try makePicker(Warning(), clock: clock, style: style)
        // The strongest pixel with no blue: the coloured row's ink (the theme's greys and white have blue).
        func strongestWarmPixel() -> (red: UInt32, green: UInt32) {
            let frame = picker.frame
            var best: (red: UInt32, green: UInt32) = (0, 0)
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let pixel = frame.pixel(x: x, y: y)
                    let red = pixel >> 16 & 0xFF, green = pixel >> 8 & 0xFF, blue = pixel & 0xFF
                    if red > best.red && blue < red / 4 { best = (red, green) }
                }
            }
            return best
        }
        try settle(picker, clock: clock)
        let outside = strongestWarmPixel()
        #expect(outside.red > 100 && outside.green < outside.red / 4, "\"erase\" below the band is red: \(outside)")
        try picker.select(row: 1, inColumn: 0, animated: false)
        try settle(picker, clock: clock)
        let inside = strongestWarmPixel()
        #expect(inside.red > 200 && inside.green > 200, "in the band it is yellow: \(inside)")
    }
}

/// Gestures handed in through `send`, as a program with its own input source would.
@Suite struct SentInputTests {
    static let config = #"{"size": "400x300", "style": "flat", "row_height": 50, "visible_rows": 5, "columns": [{"id": "n", "range": {"from": 0, "to": 20}}]}"#

    @Test func aDragOfTwoRowsSelectsOnceWhenItSettles() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: SentInputTests.config), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        try picker.handleEvents(nowUs: clock.nowUs)
        // A finger moving up carries the rows up: a higher row comes into the band. Slow, so no fling.
        picker.send(.touch(.down, finger: 0, x: 200, y: 150), atUs: clock.nowUs)
        for step in 1...10 {
            clock.nowUs += 100_000
            picker.send(.touch(.move, finger: 0, x: 200, y: 150 - Double(step) * 10), atUs: clock.nowUs)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        clock.nowUs += 200_000
        picker.send(.touch(.up, finger: 0, x: 200, y: 50), atUs: clock.nowUs)
        try DataSourceTests().settle(picker, clock: clock)
        #expect(picker.selection[0].value == "2")
        #expect(delegate.calls.filter { $0.hasPrefix("select") } == ["select n=2"])
    }

    /// A host hears of each tap on a disabled row (to say why it is disabled); the selection stays.
    /// Keys and the encoder skip the row as before and report nothing about it.
    @Test func aTapOnADisabledRowTellsTheDelegateOncePerTapAndSelectsNothing() throws {
        let clock = ManualClock()
        let json = #"{"size": "400x300", "style": "flat", "row_height": 50, "visible_rows": 5, "columns": [{"id": "n", "range": {"from": 0, "to": 20}, "disabled": [4], "selected": 3}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        try picker.handleEvents(nowUs: clock.nowUs)
        // Row 4 is drawn one row below the band, at y = 200.
        for _ in 1...2 {
            clock.nowUs += 500_000
            picker.send(.touch(.down, finger: 0, x: 200, y: 200), atUs: clock.nowUs)
            clock.nowUs += 80_000
            picker.send(.touch(.up, finger: 0, x: 200, y: 200), atUs: clock.nowUs)
            try DataSourceTests().settle(picker, clock: clock)
        }
        #expect(delegate.calls == ["disabled tap 0:4", "disabled tap 0:4"])
        #expect(picker.selection[0].row == 3)
        picker.send(.key(.down))
        picker.send(.encoder(delta: -1))
        try DataSourceTests().settle(picker, clock: clock)
        #expect(!delegate.calls.dropFirst(2).contains { $0.hasPrefix("disabled") }, "\(delegate.calls)")
    }

    @Test func keysAndTheEncoderStepOneRowEach() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: SentInputTests.config), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        picker.send(.key(.down))
        picker.send(.key(.down))
        picker.send(.encoder(delta: 3))
        picker.send(.key(.up))
        try DataSourceTests().settle(picker, clock: clock)
        #expect(picker.selection[0].value == "4")
        picker.send(.key(.enter))
        try DataSourceTests().settle(picker, clock: clock)
        #expect(delegate.calls.last == "confirm 4")
    }
}

/// The library draws exactly what `panel-picker render` draws for the same config.
@Suite struct FrameTests {
    /// The package root: three folders up from this file.
    static let root = FileSystem.directoryName(of: FileSystem.directoryName(of: FileSystem.directoryName(of: #filePath)))

    @Test func offscreenFrameEqualsTheRenderCommandsPicture() throws {
        let configPath = FrameTests.root + "/configs/time.json"
        let picker = try Picker(configuration: PickerConfiguration(contentsOfFile: configPath), backend: .offscreen)
        try picker.select(value: "10", inColumn: 0, animated: false)
        try picker.handleEvents(nowUs: picker.clock.nowUs())
        let binary = try #require(siblingExecutable("panel-picker"), "panel-picker is built beside the tests")
        let scratch = ScratchDirectory("frame")
        let out = scratch.path + "/time.png"
        // The 12-hour clock's hours start at 1: `hour=10` is the row whose value is "10", row 9.
        let render = try ChildProcess(binary, ["render", "--config", configPath, "--out", out, "--select", "hour=10"])
        render.wait()
        #expect(render.exitCode == 0, "\(render.output)")
        #expect(try FileSystem.readFile(out) == (try picker.frame.pngData()))
    }

    @Test func aFrameIsWrittenAsAPNGFileOrTheErrorNamesThePath() throws {
        let picker = try Picker(configuration: PickerConfiguration(json: #"{"size": "64x48", "columns": [{"items": ["a"]}]}"#), backend: .offscreen)
        try picker.handleEvents(nowUs: picker.clock.nowUs())
        let scratch = ScratchDirectory("frame-file")
        try picker.frame.writePNG(toFile: scratch.path + "/a.png")
        #expect(try FileSystem.readFile(scratch.path + "/a.png") == (try picker.frame.pngData()))
        // The host's file system refused it: no bad input of the host's, so not `.badInput`.
        for (path, reason) in [("/no/such/dir/a.png", "No such file or directory"), ("/a.png/b.png", "Not a directory")] {
            let error = #expect(throws: PickerError.self) { try picker.frame.writePNG(toFile: scratch.path + path) }
            #expect(error?.kind == .fileSystem)
            #expect(error?.message == "cannot write \(scratch.path)\(path): \(reason)")
        }
        // No path is the host's mistake, named as such, not the current folder's "Is a directory".
        #expect(throws: PickerError(.badInput, "writePNG(toFile:): the path is empty; give the PNG file's path")) {
            try picker.frame.writePNG(toFile: "")
        }
        // A folder where no file can be made is named as such, not as a file that is missing.
        #expect(throws: PickerError(.fileSystem, "cannot write /proc/version: cannot create a file in /proc (No such file or directory)")) {
            try picker.frame.writePNG(toFile: "/proc/version")
        }
    }

    /// What `print` shows of a configuration and a frame: a summary, not the library's insides.
    @Test func aConfigurationAndAFramePrintAsASummary() throws {
        let configuration = try PickerConfiguration(json: #"{"size": "64x48", "columns": [{"items": ["a"]}, {"items": ["b"]}]}"#)
        #expect("\(configuration)" == #"PickerConfiguration(64x48, 2 columns in 1 section, from ".")"#)
        let picker = try Picker(configuration: configuration, backend: .offscreen)
        #expect("\(picker.frame)" == "PickerFrame(64x48)")
    }
}
