import PanelPicker
import Testing

/// Everything a config file can say, said in Swift: a data source and a `PickerStyle`, through
/// the public API only, as a host program writes it.
@Suite struct StyleTests {
    /// One column of three words, or a date section after it.
    final class Words: PickerDataSource, PickerDelegate {
        var words = ["alpha", "beta", "gamma"]
        var alignment: PickerAlignment?
        var date: PickerDateSection?
        var image: String?
        var values: [String]?
        var calls: [String] = []

        func numberOfSections() -> Int { date == nil ? 1 : 2 }
        func numberOfColumns(inSection section: Int) -> Int { 1 }
        func numberOfRows(inColumn column: Int, section: Int) -> Int { words.count }
        func title(forRow row: Int, column: Int, section: Int) -> String? { words[row] }
        func imagePath(forRow row: Int, column: Int, section: Int) -> String? { image }
        func value(forRow row: Int, column: Int, section: Int) -> String? { values?[row] }
        func identifier(forColumn column: Int, section: Int) -> String? { "word" }
        func alignment(forColumn column: Int, section: Int) -> PickerAlignment? { alignment }
        func dateSection(_ section: Int) -> PickerDateSection? { section == 1 ? date : nil }

        func picker(_ picker: Picker, didSelect row: SelectedRow) { calls.append("select \(row.columnID)=\(row.value)") }
        func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) { calls.append("confirm") }
        func picker(_ picker: Picker, didChangePower state: PickerPowerState) { calls.append("power \(state.rawValue)") }
        func picker(_ picker: Picker, didRefuseLargeText error: PickerError) { calls.append("large text refused: \(error.message)") }
    }

    static var style: PickerStyle {
        var style = PickerStyle()
        style.width = 320
        style.height = 240
        return style
    }

    func make(_ words: Words, style: PickerStyle = StyleTests.style, clock: ManualClock) throws -> Picker {
        let picker = try Picker(configuration: PickerConfiguration(dataSource: words, style: style), backend: .offscreen, clock: clock.pickerClock)
        picker.delegate = words
        return picker
    }

    func settle(_ picker: Picker, clock: ManualClock, forUs: Int64 = 2_000_000) throws {
        let endUs = clock.nowUs + forUs
        try picker.handleEvents(nowUs: clock.nowUs)
        while let deadline = picker.nextDeadlineUs, deadline <= endUs {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        clock.nowUs = endUs
        try picker.handleEvents(nowUs: clock.nowUs)
    }

    /// The columns of the lit pixels of the band's row, left and right.
    func inkExtent(_ frame: PickerFrame) -> ClosedRange<Int>? {
        let xs: [Int] = (110..<130).flatMap { (y: Int) -> [Int] in (0..<frame.width).filter { frame.pixel(x: $0, y: y) & 0xF0F0F0 == 0xF0F0F0 } }
        guard let low = xs.min(), let high = xs.max() else { return nil }
        return low...high
    }

    @Test func aColumnsAlignmentMovesItsText() throws {
        let clock = ManualClock()
        let words = Words()
        var extents: [ClosedRange<Int>] = []
        for alignment in [PickerAlignment.left, .right] {
            words.alignment = alignment
            let picker = try make(words, clock: clock)
            try settle(picker, clock: clock)
            extents.append(try #require(inkExtent(picker.frame)))
        }
        #expect(extents[0].lowerBound < 40 && extents[1].upperBound > 280, "left then right: \(extents)")
    }

    @Test func theDirectionReachesAHorizontalPicker() throws {
        var style = Self.style
        style.orientation = .horizontal
        // Items 48 px wide, whatever the words need: the band's place below is measured for them.
        style.rowHeight = 48
        style.direction = .rtl
        let configuration = try PickerConfiguration(dataSource: Words(), style: style)
        #expect(configuration.json.contains(#""direction":"rtl""#))
        func frame(_ picker: Picker) throws -> PickerFrame {
            try picker.handleEvents(nowUs: picker.clock.nowUs())
            return picker.frame
        }
        let rightToLeft = try frame(Picker(configuration: configuration, backend: .offscreen))
        style.direction = .ltr
        let leftToRight = try frame(Picker(dataSource: Words(), style: style, backend: .offscreen))
        // Items run right to left: the rows after the selected first one lie left of the band, not right.
        func litColumns(_ frame: PickerFrame, _ xs: Range<Int>) -> Int {
            xs.filter { x in (0..<frame.height).contains { frame.pixel(x: x, y: $0) != 0 } }.count
        }
        // The band's lines are at its edges (x 135 and 185 of 320): the halves beside it hold rows only.
        #expect(litColumns(rightToLeft, 0..<130) > 0 && litColumns(rightToLeft, 190..<320) == 0)
        #expect(litColumns(leftToRight, 0..<130) == 0 && litColumns(leftToRight, 190..<320) > 0)
    }

    /// Trial 116: a right-to-left screen reversed its data source's columns and widths itself.
    /// `layoutDirection` mirrors them: the first section stands at the right edge, drawn there.
    @Test func aRightToLeftLayoutPutsTheFirstSectionAtTheRight() throws {
        let clock = ManualClock()
        let words = Words()
        words.date = PickerDateSection()
        var style = Self.style
        style.layoutDirection = .rtl
        let configuration = try PickerConfiguration(dataSource: words, style: style)
        #expect(configuration.json.contains(#""layout_direction":"rtl""#))
        let picker = try Picker(configuration: configuration, backend: .offscreen, clock: clock.pickerClock)
        try settle(picker, clock: clock)
        let word = try #require(picker.rect(ofColumn: 0)), year = try #require(picker.rect(ofColumn: 1))
        #expect(word.x + word.width == 320 && year.x < word.x, "\(word), \(year)")
        // The word's column is drawn at the right as it is drawn at the left when laid out left to
        // right, but for the band lines' ends, which stop short of the section gap on its side.
        let plain = try make(words, clock: clock)
        try settle(plain, clock: clock)
        let plainWord = try #require(plain.rect(ofColumn: 0))
        #expect(plainWord.x == 0 && plainWord.width == word.width)
        let drawn = (0..<240).allSatisfy { y in
            (2..<word.width - 2).allSatisfy { picker.frame.pixel(x: word.x + $0, y: y) == plain.frame.pixel(x: $0, y: y) }
        }
        #expect(drawn)
        #expect(inkExtent(picker.frame).map { $0.upperBound > word.x } == true, "alpha's ink stands in the right-hand column")
        // A language switch back to left to right is a reload with the style: the columns move, the selection stays.
        try picker.select(value: "gamma", inColumn: 0, animated: false)
        try picker.reload(PickerConfiguration(dataSource: words, style: Self.style))
        #expect(picker.rect(ofColumn: 0)?.x == 0 && picker.selection[0].value == "gamma")
        // The digits come with a reload of the style, and the values stay.
        var arabic = Self.style
        arabic.digits = .arab
        try picker.reload(PickerConfiguration(dataSource: words, style: arabic))
        #expect(picker.selection[1].text == "٢٠٠٠" && picker.selection[1].value == "2000")
    }

    @Test(arguments: [true, false])
    func tapToConfirmCanBeTurnedOff(confirmsOnTap: Bool) throws {
        let clock = ManualClock()
        let words = Words()
        var style = Self.style
        style.confirm.confirmsOnTapOfSelectedRow = confirmsOnTap
        let picker = try make(words, style: style, clock: clock)
        try settle(picker, clock: clock)
        picker.send(.touch(.down, finger: 0, x: 160, y: 120), atUs: clock.nowUs)
        picker.send(.touch(.up, finger: 0, x: 160, y: 120), atUs: clock.nowUs + 50_000)
        try settle(picker, clock: clock)
        #expect(words.calls.contains("confirm") == confirmsOnTap, "\(words.calls)")
    }

    @Test func theConfirmTimeoutFeedbackAndPowerAreTheStyles() throws {
        let clock = ManualClock()
        let words = Words()
        var style = Self.style
        style.confirm = PickerStyle.Confirm(timeoutSeconds: 30, allowsCancel: false, extendSeconds: 5)
        style.feedback = PickerStyle.Feedback(isEnabled: false, toneHz: 440)
        style.power = PickerStyle.Power(dimAfterSeconds: 5)
        let picker = try make(words, style: style, clock: clock)
        #expect(!picker.clicksEnabled)
        try settle(picker, clock: clock, forUs: 6_000_000)
        #expect(words.calls == ["power dimmed"])
        try settle(picker, clock: clock, forUs: 30_000_000)
        #expect(words.calls.contains("confirm"), "the timeout confirmed: \(words.calls)")
        for fragment in [#""allow_cancel":false"#, #""tone_hz":440"#, #""timeout_s":30"#, #""extend_s":5"#] {
            #expect(picker.configuration.json.contains(fragment), "\(fragment)")
        }
    }

    /// Trial 104 copied a style whose countdown cancelled and turned its timer off: the leftover
    /// action refused the picker. Without `timeoutSeconds` the countdown's settings say nothing.
    @Test func aStyleWithItsTimerOffKeepsItsCountdownsSettingsUnread() throws {
        let clock = ManualClock()
        let words = Words()
        var style = Self.style
        style.confirm = PickerStyle.Confirm(timeoutSeconds: 5, extendSeconds: 10, timeoutAction: .cancel)
        style.confirm.timeoutSeconds = nil
        let picker = try make(words, style: style, clock: clock)
        try settle(picker, clock: clock, forUs: 30_000_000)
        #expect(words.calls.isEmpty, "no countdown ran: \(words.calls)")
        #expect(!picker.configuration.json.contains("timeout_action") && !picker.configuration.json.contains("extend_s"))
    }

    /// The preset, large text and the warning tone said in Swift draw and act as the config file's keys do.
    @Test func thePresetLargeTextAndWarningToneAreTheStyles() throws {
        let clock = ManualClock()
        var style = Self.style
        style.preset = .highContrast
        style.largeText = PickerStyle.LargeText(isOn: true, capHeightPx: 40, keyName: "KEY_F3")
        style.feedback.warningMs = 500
        let picker = try make(Words(), style: style, clock: clock)
        let json = #"""
            {"size": "320x240", "columns": [{"id": "word", "items": ["alpha", "beta", "gamma"]}],
             "theme": {"preset": "high-contrast", "large_text": true, "large_text_cap_height_px": 40, "large_text_key": "KEY_F3"},
             "feedback": {"warning_ms": 500}}
            """#
        let file = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        try settle(picker, clock: clock)
        try settle(file, clock: clock)
        #expect(try picker.frame.pngData() == file.frame.pngData(), "the style draws what the config file draws: \(picker.configuration.json) \(file.configuration.json)")
        let plain = try make(Words(), clock: clock)
        try settle(plain, clock: clock)
        #expect(try picker.frame.pngData() != plain.frame.pngData())
        #expect(picker.configuration.json.contains(#""warning_ms":500"#))
    }

    @Test func aDateSectionWithMonthNamesInTheUsersLanguage() throws {
        let words = Words()
        var date = PickerDateSection()
        date.monthNames = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
        date.selected = PickerDate(year: 2024, month: 2, day: 29)
        date.order = .dmy
        date.columnWidths = (year: 0.3, month: 0.5, day: 0.2)
        words.date = date
        let picker = try Picker(dataSource: words, style: Self.style, backend: .offscreen)
        #expect(picker.selection.map(\.columnID) == ["word", "day", "month", "year"])
        #expect(picker.configuration.json.contains(#""month_width":0.5"#))
        #expect(picker.selection.map(\.text) == ["alpha", "29", "février", "2024"])
        #expect(picker.selection.map(\.value) == ["alpha", "29", "02", "2024"], "the month's value is its number, in any language")
    }

    @Test func aDateSectionTakesMonthNamesByLanguage() throws {
        let words = Words()
        var date = PickerDateSection()
        date.monthNames = PickerDateSection.monthNames(language: "de-AT")
        date.selected = PickerDate(year: 2024, month: 3, day: 1)
        words.date = date
        let picker = try Picker(dataSource: words, style: Self.style, backend: .offscreen)
        #expect(picker.selection.map(\.text) == ["alpha", "2024", "März", "1"])
        #expect(PickerDateSection.monthNames(language: "xx") == nil)
        // Trial 29: render took a month by its name and the library did not.
        try picker.select(value: "juni", inColumn: 2, animated: false)
        #expect(picker.selection[2].value == "06" && picker.selection[2].text == "Juni")
        #expect(throws: PickerError.self) { try picker.select(value: "alpha", inColumn: 2) }
        #expect(PickerDateSection.monthNameLanguages.contains("uk"))
    }

    /// Trial 27: a language's date in Swift as in a config: its names, its order, and speech in it.
    @Test func aDateSectionMadeForALanguageTakesItsOrderAndVoice() throws {
        let words = Words()
        var date = try #require(PickerDateSection(language: "de"))
        date.selected = PickerDate(year: 2024, month: 3, day: 1)
        words.date = date
        let picker = try Picker(dataSource: words, style: Self.style, backend: .offscreen)
        #expect(picker.selection.map(\.text) == ["alpha", "1", "März", "2024"])
        #expect(picker.configuration.json.contains(#""month_names":"de""#), "the language, so that speech says the months in German")
        #expect(PickerDateSection(language: "xx") == nil)
        date.monthNames = PickerDateSection.monthNames(language: "fr")
        words.date = date
        try picker.reloadData()
        #expect(picker.configuration.json.contains(#""month_names":["janvier""#), "names of another language are written out")
    }

    /// Trial 27: UIDatePicker's time mode from Swift as from a config, its mistakes named by property.
    @Test func aTimeSectionFromSwift() throws {
        final class Clock: PickerDataSource {
            var time = PickerTimeSection()
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 1 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { "never asked" }
            func timeSection(_ section: Int) -> PickerTimeSection? { time }
        }
        let clock = Clock()
        clock.time.hourCycle = .twelveHours
        clock.time.minuteInterval = 5
        clock.time.selected = PickerTimeOfDay(hour: 19, minute: 35)
        clock.time.periodNames = ("vorm.", "nachm.")
        clock.time.minuteLabel = "Minute"
        let picker = try Picker(dataSource: clock, style: Self.style, backend: .offscreen)
        #expect(picker.selection.map(\.value) == ["7", "35", "pm"] && picker.selection.map(\.text) == ["7", "35", "nachm."])
        #expect(throws: PickerError.self) { try picker.reloadColumn(1) }
        // Trial 29: read and set whole, on a 24-hour clock.
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 19, minute: 35))
        try picker.select(time: PickerTimeOfDay(hour: 0, minute: 5), inSection: 0)
        #expect(picker.selection.map(\.value) == ["12", "05", "am"] && picker.time(inSection: 0) == PickerTimeOfDay(hour: 0, minute: 5))
        try picker.select(time: PickerTimeOfDay(hour: 12, minute: 0), inSection: 0)
        #expect(picker.selection.map(\.value) == ["12", "00", "pm"])
        #expect {
            try picker.select(time: PickerTimeOfDay(hour: 6, minute: 47), inSection: 0)
        } throws: { error in
            (error as? PickerError)?.message == "select(time: 06:47, inSection: 0): the minutes go in steps of 5; the nearest earlier is 06:45"
        }
        #expect(throws: PickerError.self) { try picker.select(time: PickerTimeOfDay(hour: 24, minute: 0), inSection: 0) }
        // Trial 47: a time no clock has was named "-1:0"; trial 50 read a struct's fields.
        #expect("\(PickerTimeOfDay(hour: 7, minute: 5)) \(PickerDate(year: 2026, month: 12, day: 7))" == "07:05 2026-12-07")
        #expect(throws: PickerError(.badInput, "select(time: -1:00, inSection: 0): no such time: "
                                        + "expected an hour from 0 to 23 and a minute from 0 to 59")) {
            try picker.select(time: PickerTimeOfDay(hour: -1, minute: 0), inSection: 0)
        }
        #expect(picker.time(inSection: 1) == nil && picker.selection.map(\.value) == ["12", "00", "pm"], "nothing changed")
        clock.time.minuteInterval = 7
        #expect {
            try picker.reloadData()
        } throws: { error in
            (error as? PickerError)?.message.hasPrefix("data source: timeSection(0).minuteInterval: expected a step that divides an hour") == true
        }
        // Trial 31: the refusal quoted the step by its config key.
        clock.time.minuteInterval = 15
        clock.time.selected = PickerTimeOfDay(hour: 18, minute: 32)
        #expect {
            try picker.reloadData()
        } throws: { error in
            (error as? PickerError)?.message == "data source: timeSection(0).selected: minute 32 is not on minuteInterval of 15; the nearest earlier is 18:30"
        }
        // Trial 37: a time no clock has was refused in the config's words ("HH:MM", "25:03").
        clock.time.selected = PickerTimeOfDay(hour: 25, minute: 3)
        #expect {
            try picker.reloadData()
        } throws: { error in
            (error as? PickerError)?.message == "data source: timeSection(0).selected: PickerTimeOfDay(hour: 25, minute: 3) is no time: "
                + "expected an hour from 0 to 23 and a minute from 0 to 59; minute 3 is off minuteInterval 15 too"
        }
        clock.time = PickerTimeSection()
        clock.time.periodNames = ("AM", "PM")
        #expect {
            try picker.reloadData()
        } throws: { error in
            (error as? PickerError)?.message == "data source: timeSection(0).periodNames: is only used with hourCycle .twelveHours"
        }
    }

    /// Trial 26: UIDatePicker's minimumDate and maximumDate. Keys turn the year back onto January
    /// 2024, before the minimum: the month and day move in to 15 March, and the delegate hears it.
    @Test func aDateSectionLimitedToTheDayMovesTheMonthAndDayIn() throws {
        let words = Words()
        var date = PickerDateSection()
        date.minimumDate = PickerDate(year: 2024, month: 3, day: 15)
        date.maximumDate = PickerDate(year: 2025, month: 6, day: 10)
        date.selected = PickerDate(year: 2025, month: 1, day: 10)
        words.date = date
        let clock = ManualClock()
        let picker = try make(words, style: Self.style, clock: clock)
        #expect(picker.configuration.json.contains(#""min":"2024-03-15""#) && !picker.configuration.json.contains(#""from""#))
        #expect(picker.selection.map(\.value) == ["alpha", "2025", "01", "10"])
        try picker.focus(column: 1)
        picker.send(.key(.up), atUs: clock.nowUs)
        try settle(picker, clock: clock)
        #expect(picker.selection.map(\.value) == ["alpha", "2024", "03", "15"])
        #expect(words.calls.suffix(3) == ["select year=2024", "select month=03", "select day=15"], "\(words.calls)")
        // Trial 28: the refusal named a row index, not the value, nor why.
        #expect {
            try picker.select(value: "14", inColumn: 3)
        } throws: { error in
            (error as? PickerError)?.message == #"select: the row with value "14" (row 13 of column 3 "day") is disabled: it is before the date's min, 2024-03-15"#
        }
        #expect {
            try picker.select(row: 1, inColumn: 2)
        } throws: { error in
            (error as? PickerError)?.message.hasSuffix(#"is disabled: it is before the date's min, 2024-03-15"#) == true
        }
        var after = date
        after.selected = PickerDate(year: 2025, month: 6, day: 11)
        words.date = after
        #expect {
            _ = try Picker(dataSource: words, style: Self.style, backend: .offscreen)
        } throws: { error in
            (error as? PickerError)?.message == #"data source: dateSection(1).selected: "2025-06-11" is after max, "2025-06-10""#
        }
    }

    @Test func aDateSectionsMistakeIsTheDataSources() {
        let words = Words()
        var date = PickerDateSection()
        date.monthNames = ["janvier"]
        words.date = date
        #expect { _ = try Picker(dataSource: words, style: Self.style, backend: .offscreen) } throws: { error in
            (error as? PickerError)?.message == "data source: dateSection(1).monthNames: expected 12 month names, January first, got 1"
        }
    }

    @Test func aDayTheMonthDoesNotHaveIsRefusedNamingTheDateSection() {
        let words = Words()
        var date = PickerDateSection()
        date.selected = PickerDate(year: 2023, month: 2, day: 30)
        words.date = date
        #expect { _ = try Picker(dataSource: words, style: Self.style, backend: .offscreen) } throws: { error in
            (error as? PickerError)?.message == #"data source: dateSection(1).selected: "2023-02-30" is no date: February 2023 has 28 days"#
        }
    }

    /// A date section's values are named by their properties, as the program wrote them.
    @Test(arguments: [false, true])
    func aDateSectionsValueIsNamedByItsProperty(widths: Bool) {
        let words = Words()
        var date = PickerDateSection()
        if widths { date.columnWidths = (year: 0.5, month: 0.5, day: 0.5) } else { date.toYear = 1900 }
        words.date = date
        let prefix = widths ? "data source: dateSection(1)" : "data source: dateSection(1).toYear: "
        #expect { _ = try Picker(dataSource: words, style: Self.style, backend: .offscreen) } throws: { error in
            let message = (error as? PickerError)?.message ?? ""
            return message.hasPrefix(prefix) && !message.contains("date.") && !message.contains("_width")
        }
    }

    /// A configuration made from a style first, then given to a picker or a reload, names the style's
    /// properties as `Picker(dataSource:style:)` does (it said `theme.font`).
    @Test func aStylesConfigurationNamesItsPropertiesWhereverItIsUsed() throws {
        var style = Self.style
        style.fontPaths = ["/nonexistent/font.ttf"]
        let configuration = try PickerConfiguration(dataSource: Words(), style: style)
        let named = { (error: any Error) in (error as? PickerError)?.message.hasPrefix("style.fontPaths: font /nonexistent/font.ttf") == true }
        #expect(performing: { try Picker(configuration: configuration, backend: .offscreen) }, throws: named)
        let picker = try Picker(dataSource: Words(), style: Self.style, backend: .offscreen)
        #expect(performing: { try picker.reload(configuration) }, throws: named)
        #expect(performing: { try Picker(dataSource: Words(), style: style, backend: .offscreen) }, throws: named)
    }

    /// Trial 7 (issue 31): `visibleRows = 31` on a 240 px picker showed five rows and said nothing;
    /// refused by its property, saying how many fit.
    @Test func moreVisibleRowsThanThePickerHoldsAreRefusedNamingTheMostThatFit() {
        var style = Self.style
        style.visibleRows = 31
        #expect(throws: PickerError(.badInput, "style.visibleRows: 31 rows of 48 px do not fit on a picker 240 px tall (the size it was given); at most 5 fit")) {
            try Picker(dataSource: Words(), style: style, backend: .offscreen)
        }
    }

    /// Trial 10 (issue 31): a font taller than the rows was taken and drew fragments of giant glyphs.
    @Test func textTallerThanItsRowsIsRefusedByItsProperty() {
        var style = Self.style
        style.fontSize = 400
        #expect(throws: PickerError(.badInput, "style.fontSize: text of 400 px does not fit rows of 48 px; give at most 48 px, or more room")) {
            try Picker(dataSource: Words(), style: style, backend: .offscreen)
        }
    }

    /// Trial 8 (issue 31): five rows given were cut to fit, as the default is, because a style could
    /// not tell a five it was given from its default; left out, the five are cut to fit.
    @Test func fiveVisibleRowsGivenAreRefusedWhereTheDefaultFiveAreCutToFit() throws {
        var style = Self.style
        style.rowHeight = 100
        _ = try Picker(dataSource: Words(), style: style, backend: .offscreen)
        style.visibleRows = 5
        #expect(throws: PickerError(.badInput, "style.visibleRows: 5 rows of 100 px do not fit on a picker 240 px tall (the size it was given); at most 1 fit")) {
            try Picker(dataSource: Words(), style: style, backend: .offscreen)
        }
    }

    /// Two rows that show the same text and give no values of their own could not be told apart.
    @Test func rowsWithTheSameTitleNeedValuesOfTheirOwn() throws {
        let words = Words()
        words.words = ["Home", "Cafe", "Home"]
        #expect { _ = try Picker(dataSource: words, style: Self.style, backend: .offscreen) } throws: { error in
            (error as? PickerError)?.message.hasPrefix(#"data source: title(forRow: 2, column: 0, section: 0) or content(forRow: 2, column: 0, section: 0).title: "Home" is row 0's value too"#) == true
        }
    }

    /// Trial 12 (issue 31): a repeated value told the program that `set_selection`, no call of its
    /// own, finds rows by it; it names the method that gave the value and `select(value:inColumn:)`.
    @Test func aRepeatedValueIsNamedByTheMethodThatGaveItAndTheSelectThatFindsIt() {
        let words = Words()
        words.words = ["Home", "Cafe", "Home"]
        let finds = "each row's value must be its own (selections, saved state and select(value:inColumn:) find a row by it)"
        #expect(throws: PickerError(.badInput, #"data source: title(forRow: 2, column: 0, section: 0) or content(forRow: 2, column: 0, section: 0).title: "Home" is row 0's value too; "#
                                    + finds + "; rows that show the same title need values of their own (value(forRow:column:section:))")) {
            _ = try Picker(dataSource: words, style: Self.style, backend: .offscreen)
        }
        words.words = ["Home", "Cafe", "Work"]
        words.values = ["h", "c", "h"]
        #expect(throws: PickerError(.badInput, #"data source: value(forRow: 2, column: 0, section: 0): "h" is row 0's value too; "# + finds)) {
            _ = try Picker(dataSource: words, style: Self.style, backend: .offscreen)
        }
    }

    /// Large text switched on later says what it needs, without the style's `largeText.isOn`, which
    /// the program that called `setLargeText` never set (trial 29).
    @Test func largeTextThatDoesNotFitLaterSaysWhatItNeeds() throws {
        var style = Self.style
        style.height = 32
        style.rowHeight = 32
        let clock = ManualClock()
        let picker = try make(Words(), style: style, clock: clock)
        // No H taller than the rows' own fits: the least large text is refused, saying what it needs.
        #expect { try picker.setLargeText(true) } throws: { error in
            (error as? PickerError)?.message.hasPrefix("large text: a capital H of 15 px needs rows of 36 px, and the picker is 32 px tall; large text needs a picker at least 36 px tall") == true
        }
    }

    /// Trial 26: large text its user switched on was turned off by the next `reloadData()` (a
    /// Wi-Fi list reloads at each scan) and by `reload(_:)`. The choice outlasts reloads that leave
    /// `large_text` as the host had it; a reload that sets it otherwise decides anew.
    @Test func largeTextItsUserChoseOutlastsReloads() throws {
        let clock = ManualClock()
        let words = Words()
        let picker = try make(words, style: Self.style, clock: clock)
        picker.send(.key(.largeText), atUs: clock.nowUs)
        try settle(picker, clock: clock)
        #expect(picker.isLargeText)
        words.words = ["alpha", "beta", "gamma", "delta"]
        try picker.reloadData()
        #expect(picker.isLargeText && picker.rowCount(inColumn: 0) == 4, "reloadData keeps it")
        try picker.reload(PickerConfiguration(dataSource: words, style: Self.style))
        #expect(picker.isLargeText, "a reload whose style leaves large text off, as it was, keeps it")
        var large = Self.style
        large.largeText.isOn = true
        try picker.reload(PickerConfiguration(dataSource: words, style: large))
        #expect(picker.isLargeText)
        try picker.reload(PickerConfiguration(dataSource: words, style: Self.style))
        #expect(!picker.isLargeText, "the host turned it on itself, then off: its reload decides")
        try picker.setLargeText(true)
        try picker.setLargeText(false)
        try picker.reload(PickerConfiguration(dataSource: words, style: large))
        #expect(picker.isLargeText, "switched back to what the host had, no choice stands")
    }

    /// Trial 67: with its user's large text on, a data source's new rows that the grown font cannot
    /// tell apart ("Nouveau 2" beside "Nouveau 2+" in 150 px) made `reloadColumn` and `reloadData`
    /// throw, naming a `style.largeText.isOn` the host never set, and the old rows stayed on screen.
    /// The rows are shown as the host's style says, with large text off; the log and the delegate
    /// hear why, as they hear a refused key.
    @Test(arguments: [false, true]) func newRowsLargeTextCannotShowTurnItsUsersLargeTextOff(wholeReload: Bool) throws {
        var style = Self.style
        (style.width, style.height) = (150, 200)
        let clock = ManualClock()
        let words = Words()
        words.words = ["1 h", "2 h", "3 h"]
        var logged: [String] = []
        let picker = try Picker(configuration: PickerConfiguration(dataSource: words, style: style), backend: .offscreen,
                                clock: clock.pickerClock, log: { logged.append($0) })
        picker.delegate = words
        try picker.setLargeText(true)
        words.words = ["1 h", "Nouveau 2", "Nouveau 2+", "3 h"]
        if wholeReload { try picker.reloadData() } else { try picker.reloadColumn(0) }
        #expect(picker.rowCount(inColumn: 0) == 4)
        #expect(!picker.isLargeText)
        let told = words.calls.filter { $0.hasPrefix("large text refused: ") }
        #expect(told.count == 1 && told[0].contains(#""Nouveau 2""#) && !told[0].contains("style.largeText.isOn"), "\(words.calls)")
        #expect(logged.contains { $0.hasPrefix("large text: ") && $0.contains("Nouveau 2") }, "\(logged)")
        // Rows it still cannot show keep it off, told once.
        try picker.reloadData()
        #expect(!picker.isLargeText)
        #expect(words.calls.filter { $0.hasPrefix("large text refused: ") }.count == 1, "\(words.calls)")
        // Trial 95: the choice waits, and rows that fit again bring it back.
        words.words = ["1 h", "2 h", "3 h"]
        if wholeReload { try picker.reloadData() } else { try picker.reloadColumn(0) }
        #expect(picker.isLargeText)
        #expect(logged.last == "large text: back on, as its user chose: the new rows fit", "\(logged)")
        // Turned off while it waits, it stays off.
        words.words = ["1 h", "Nouveau 2", "Nouveau 2+", "3 h"]
        try picker.reloadData()
        #expect(!picker.isLargeText)
        try picker.setLargeText(false)
        words.words = ["1 h", "2 h", "3 h"]
        try picker.reloadData()
        #expect(!picker.isLargeText)
    }

    /// Trial 97: a reload that turned its user's large text off, and one that brought it back,
    /// were heard by the delegate and the log only. Speech says each, as it says the key's switch.
    @Test func aReloadThatSwitchesLargeTextSaysSo() throws {
        final class Speaking: PickerDelegate {
            var said: [String] = []
            func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
                if case .say(let utterance) = request { said.append(utterance.text) }
            }
        }
        var style = Self.style
        (style.width, style.height) = (150, 200)
        let clock = ManualClock()
        let words = Words()
        words.words = ["1 h", "2 h", "3 h"]
        let picker = try Picker(configuration: PickerConfiguration(dataSource: words, style: style,
                                                                   settings: #"{"speech": {"enabled": true, "engine": "delegate"}}"#),
                                backend: .offscreen, clock: clock.pickerClock)
        let ears = Speaking()
        picker.delegate = ears
        try picker.setLargeText(true)
        words.words = ["1 h", "Nouveau 2", "Nouveau 2+", "3 h"]
        try picker.reloadData()
        #expect(ears.said == ["Large text off"])
        words.words = ["1 h", "2 h", "3 h"]
        try picker.reloadData()
        #expect(ears.said == ["Large text off", "Large text on"])
    }

    /// Trial 12 (issue 31): large text the key asked for and the picker refused reached only the log
    /// closure; the delegate hears the refusal too, in the words `setLargeText` throws. A host's own
    /// `setLargeText` call is answered by its error alone.
    @Test func largeTextTheKeyAsksForAndIsRefusedIsToldToTheDelegate() throws {
        var style = Self.style
        style.height = 32
        style.rowHeight = 32
        let clock = ManualClock()
        let words = Words()
        let picker = try make(words, style: style, clock: clock)
        #expect(throws: PickerError.self) { try picker.setLargeText(true) }
        #expect(words.calls.isEmpty, "\(words.calls)")
        picker.send(.key(.largeText), atUs: clock.nowUs)
        try settle(picker, clock: clock)
        #expect(!picker.isLargeText)
        // Trial 29: "style.largeText.isOn" named a property the program never set.
        #expect(words.calls.count == 1 && words.calls.first?.hasPrefix("large text refused: large text: a capital H of 15 px needs rows of") == true,
                "\(words.calls)")
    }

    /// Trial 9 (issue 31): a capital H given that the panel can never show was taken, and refused
    /// only when large text was switched on; it is refused when the picker is made, with large text
    /// off, saying what would fit.
    @Test func aCapitalHThePanelCannotShowIsRefusedWhenGiven() throws {
        var style = Self.style
        style.largeText.capHeightPx = 200
        #expect { try Picker(dataSource: Words(), style: style, backend: .offscreen) } throws: { error in
            let message = (error as? PickerError)?.message ?? ""
            return message.hasPrefix("style.largeText.capHeightPx: a capital H of 200 px needs rows of")
                && message.contains("the picker is 240 px tall; give a smaller capital H, or a picker at least")
        }
    }

    /// Trial 8 (issue 31): large text on a 240 px panel of two columns cut "Kitchen" and "Kids room"
    /// to "K…" and "K…" and said nothing, where a date section too narrow is refused. Now refused
    /// too, naming the column and the title, both when made so and when switched on; the picker goes
    /// on as it was.
    @Test func largeTextThatCutsTitlesToALetterIsRefusedNamingTheColumn() throws {
        final class Rooms: PickerDataSource {
            func numberOfColumns(inSection section: Int) -> Int { 2 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 2 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { ["Kitchen", "Kids room"][row] }
        }
        var style = PickerStyle()
        style.width = 240
        style.height = 320
        // Given, the H is the maker's requirement; the default would be lowered (AccessibleThemeTests).
        style.largeText.capHeightPx = 32
        let picker = try Picker(dataSource: Rooms(), style: style, backend: .offscreen)
        // Trial 12 (issue 31): the program was told "large text: data source: sections[0].columns[0]:
        // large text cuts …" and the config's key; it is told once, by the property and the methods it has.
        let property = #"style.largeText.capHeightPx: in column 0 of section 0, the grown font cuts "Kitchen" in "#
        let refusal = { (error: any Error) in
            let message = (error as? PickerError)?.message ?? ""
            return message.contains(#"a title needs its first three characters and "…" ("Kit…", "#)
                && message.hasSuffix("give the column more width (widthFractionsForSections(), widthFractions(forColumnsInSection: 0)) "
                                     + "or a smaller capital H")
                && !message.contains("large_text_cap_height_px") && !message.contains("data source:")
        }
        let switched = #expect(throws: PickerError.self) { try picker.setLargeText(true) }
        #expect(switched.map(refusal) == true && switched?.message.hasPrefix("large text: " + property) == true, "\(switched?.message ?? "")")
        #expect(!picker.isLargeText)
        style.largeText.isOn = true
        let made = #expect(throws: PickerError.self) { try Picker(dataSource: Rooms(), style: style, backend: .offscreen) }
        #expect(made.map(refusal) == true && made?.message.hasPrefix(property) == true, "\(made?.message ?? "")")
        style.width = 480
        #expect(try Picker(dataSource: Rooms(), style: style, backend: .offscreen).isLargeText)
    }

    @Test func relativePathsAreTakenFromTheDirectory() throws {
        let words = Words()
        words.image = "icons/lock.png"
        let golden = #filePath.split(separator: "/").dropLast(2).joined(separator: "/")
        _ = try Picker(dataSource: words, style: Self.style, directory: "/" + golden + "/PickerRenderTests/Golden", backend: .offscreen)
        #expect { _ = try Picker(dataSource: words, style: Self.style, directory: "/nonexistent", backend: .offscreen) } throws: { error in
            (error as? PickerError)?.message.hasPrefix("data source: imagePath(forRow: 0, column: 0, section: 0) or content(forRow: 0, column: 0, section: 0).leadingImagePath: image /nonexistent/icons/lock.png") == true
        }
    }

    @Test func aPickerMadeFromADataSourcesConfigurationReloads() throws {
        let clock = ManualClock()
        let words = Words()
        let picker = try make(words, clock: clock)
        words.words = ["delta", "epsilon"]
        try picker.reloadColumn(0)
        #expect(picker.rowCount(inColumn: 0) == 2)
        words.words = ["zeta", "eta", "theta", "iota"]
        try picker.reloadData()
        #expect(picker.rowCount(inColumn: 0) == 4)
        #expect(picker.selection[0].value == "zeta")
    }

    enum BadValue: CaseIterable {
        case visibleRows, rowHeight, selection, timeout, clickMs, dimPercent, font, capHeight, largeTextKey, warningMs, presetContrast

        /// The style with the bad value, and how the error starts.
        var style: (PickerStyle, String) {
            var style = StyleTests.style
            switch self {
            case .visibleRows: style.visibleRows = 4; return (style, "style.visibleRows: ")
            case .rowHeight: style.rowHeight = 4; return (style, "style.rowHeight: ")
            case .selection: style.selection = .overlay(color: nil, alpha: 2); return (style, "style.selection (alpha): ")
            case .timeout: style.confirm.timeoutSeconds = 0; return (style, "style.confirm.timeoutSeconds: ")
            case .clickMs: style.feedback.clickMs = 0; return (style, "style.feedback.clickMs: ")
            case .dimPercent: style.power.dimPercent = 101; return (style, "style.power.dimPercent: ")
            case .font: style.fontPaths = ["/nonexistent/font.ttf"]; return (style, "style.fontPaths: font /nonexistent/font.ttf")
            case .capHeight: style.largeText.capHeightPx = 4; return (style, "style.largeText.capHeightPx: ")
            case .largeTextKey: style.largeText.keyName = "KEY_NOPE"; return (style, "style.largeText.keyName: ")
            case .warningMs: style.feedback.warningMs = 0; return (style, "style.feedback.warningMs: ")
            case .presetContrast:
                style.preset = .highContrast
                style.textColor = PickerColor(hex: "#777777")
                return (style, "style.textColor: ")
            }
        }
    }

    @Test(arguments: BadValue.allCases)
    func aStylesBadValueIsNamedByItsProperty(bad: BadValue) {
        let (style, prefix) = bad.style
        #expect { _ = try Picker(dataSource: Words(), style: style, backend: .offscreen) } throws: { error in
            let message = (error as? PickerError)?.message ?? ""
            return message.hasPrefix(prefix) && !message.contains("data source")
        }
    }
}

/// Issue 31: a transparent background said in Swift, as a config says `"#rrggbbaa"`.
@Suite struct StyleBackgroundAlphaTests {
    @Test(arguments: [(nil as UInt8?, 255 as UInt8), (0, 0), (0x80, 0x80), (255, 255)])
    func aBackgroundsAlphaIsTheConfigsEightDigitColour(alpha: UInt8?, expected: UInt8) throws {
        var style = StyleTests.style
        style.backgroundColor = PickerColor(hex: "#203040")
        style.backgroundAlpha = alpha
        let configuration = try PickerConfiguration(dataSource: StyleTests.Words(), style: style)
        #expect(configuration.config.theme.background == PickerColor(hex: "#203040"))
        #expect(configuration.config.theme.backgroundAlpha == expected)
    }

    @Test func anAlphaAloneIsOverBlack() throws {
        var style = StyleTests.style
        style.backgroundAlpha = 0
        let configuration = try PickerConfiguration(dataSource: StyleTests.Words(), style: style)
        #expect(configuration.config.theme.background == PickerColor(hex: "#000000"))
        #expect(configuration.config.theme.backgroundAlpha == 0)
    }
}
