import Testing
@testable import PickerCore

func makeModel(_ text: String) throws -> PickerModel {
    try PickerModel(config: try parseConfig(text))
}

@Suite struct ModelTests {
    @Test(arguments: [
        ("%02d", 7, "07"), ("%d min", 5, "5 min"), ("%3d", -4, " -4"), ("0x%04X", 255, "0x00FF"), ("%-3d|", 1, "1  |"), ("%+d", 3, "+3"), ("%o", 8, "10"), ("%d%%", 50, "50%"),
    ])
    func rangeFormatPrintsLikePrintf(format: String, value: Int, text: String) throws {
        #expect(try RangeFormat(format).format(value) == text)
    }

    /// Trial 116: an Arabic or Persian date showed 0-9, with no way to its own digits. `theme.digits`
    /// writes the numbers the picker makes in them; values keep 0-9, so a result reads the same.
    @Test func theDigitsWriteTheNumbersThePickerMakesAndValuesKeepASCII() throws {
        let model = try PickerModel(config: parseConfig(#"""
            {"theme": {"digits": "arab"}, "sections": [
              {"date": {"selected": "2026-01-31", "month_names": "ar"}}, {"time": {"hours": 24, "selected": "18:05"}},
              {"columns": [{"range": {"from": 20, "to": 25, "format": "%d °C"}}, {"range": {"from": 10, "to": 12, "format": "0x%02X"}},
                           {"items": ["5 GHz"]}]}]}
            """#))
        func row(_ id: String) -> Row {
            let column = model.columns[model.directory.index(named: id)!]
            return column.row(column.selectedRow)
        }
        #expect(row("year").title == "٢٠٢٦" && row("year").value == "2026")
        #expect(row("day").title == "٣١" && row("day").value == "31")
        #expect(row("hour").title == "١٨" && row("minute").title == "٠٥" && row("minute").value == "05")
        #expect(row("c5").title == "٢٠ °C" && row("c5").value == "20 °C", "the format's own text as written")
        #expect(row("c6").title == "0x0A", "a hexadecimal number keeps its digits")
        #expect(row("c7").title == "5 GHz", "an item's text is the config's")
        #expect(model.columns[model.directory.index(named: "c5")!].rows.index(ofValue: "23 °C") == 3)
        // February's days, rebuilt when the month turns, keep the digits.
        var turned = model
        _ = turned.select(row: 1, inColumn: model.directory.index(named: "month")!)
        let day = turned.columns[model.directory.index(named: "day")!]
        #expect(day.rowCount == 28 && day.row(27).title == "٢٨")
        // Each system writes 0-9 as the decimal digits Unicode gives those values.
        for digits in Digits.allCases {
            let written = Array(digits.writing("0123456789").unicodeScalars)
            #expect(written.count == 10 && written.enumerated().allSatisfy { $1.properties.numericType == .decimal && $1.properties.numericValue == Double($0) },
                    "\(digits)")
        }
    }

    @Test func rangeColumnComputesRowsAndFindsValues() throws {
        let model = try makeModel(#"{"columns": [{"range": {"from": 10, "to": 0, "step": -5, "format": "%02d"}, "selected": "05"}]}"#)
        let column = model.columns[0]
        #expect(column.rowCount == 3)
        #expect((0..<3).map { column.row($0).value } == ["10", "05", "00"])
        #expect(column.selectedRow == 1)
    }

    @Test func hundredThousandRowColumnNeedsNoRowStorage() throws {
        let model = try makeModel(#"{"columns": [{"range": {"from": 1, "to": 100000}, "selected": "99999"}]}"#)
        #expect(model.columns[0].rowCount == 100_000)
        #expect(model.columns[0].selectedRow == 99_998)
    }

    @Test func infiniteColumnWrapsIndicesBothWays() throws {
        let column = try makeModel(#"{"columns": [{"items": ["a", "b", "c"], "infinite": true}]}"#).columns[0]
        #expect(column.row(-1).value == "c")
        #expect(column.row(4).value == "b")
        #expect(column.wrap(-7) == 2)
    }

    @Test func nearestEnabledRowSkipsDisabledRows() throws {
        let model = try makeModel(#"{"columns": [{"items": ["a", "b", "c", "d"], "disabled": [1, 2]}, {"items": ["a", "b", "c"], "infinite": true, "disabled": [0], "selected": 1}]}"#)
        #expect(model.columns[0].nearestEnabledRow(to: 1) == 0)
        #expect(model.columns[0].nearestEnabledRow(to: 2) == 3)
        #expect(model.columns[1].nearestEnabledRow(to: 3) == 4)
    }

    @Test(arguments: [
        (#"{"columns": [{"items": ["a"], "selected": 3}]}"#, "columns[0].selected", "row 3 does not exist"),
        // Trial 22 (issue 31): a range's row index taken for the value it shows.
        (#"{"columns": [{"range": {"from": 10, "to": 30, "format": "%d °C"}, "selected": 21}]}"#, "columns[0].selected",
         #"row 21 does not exist (the column has 21 rows); a number counts rows from 0, so the row showing 21 is 11: give 11 or "21 °C""#),
        (#"{"columns": [{"items": ["a"], "selected": "zz"}]}"#, "columns[0].selected", "no row has the value \"zz\""),
        (#"{"columns": [{"items": ["a"], "disabled": [5]}]}"#, "columns[0].disabled", "row 5 does not exist"),
        // A document that lists sections is named by them, even with one section and no widths.
        (#"{"sections": [{"columns": [{"items": ["a"], "selected": 3}]}]}"#, "sections[0].columns[0].selected", "row 3 does not exist"),
        (#"{"columns": [{"id": "x", "items": ["a"]}, {"id": "x", "items": ["b"]}]}"#, "columns[1].id", "\"x\" is the id of columns[0] too; each column needs its own"),
        (#"{"sections": [{"columns": [{"id": "day", "items": ["a"]}]}, {"date": {"from": 2000, "to": 2030}}]}"#, "sections[1].date",
         "\"day\" is the id of sections[0].columns[0] too, and a date section's columns are \"year\", \"month\" and \"day\"; give sections[0].columns[0] another id"),
        // Trial 60 was told to give a second date section's columns ids of their own, which no key gives.
        (#"{"sections": [{"date": {}}, {"date": {}}]}"#, "sections[1].date",
         "a picker shows one date section, whose columns are \"year\", \"month\" and \"day\", and sections[0].date is one; show this date in a picker of its own beside it"),
        (#"{"sections": [{"time": {}}, {"time": {"hours": 12}}]}"#, "sections[1].time",
         "a picker shows one time section, whose columns are \"hour\", \"minute\" (and \"period\"), and sections[0].time is one; show this time in a picker of its own beside it"),
    ])
    func selectionsMustNameRealEnabledRows(text: String, path: String, message: String) {
        do {
            _ = try makeModel(text)
            Issue.record("accepted")
        } catch let error as ConfigError {
            #expect(error.path == path)
            #expect(error.message.contains(message), "\(error.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// Trial 31: two columns with one id were named only once every column read cleanly, so a
    /// user fixed a config in rounds. A shared id the document says plainly is named beside the
    /// columns' other mistakes, a date's and a time's own ids among them.
    @Test(arguments: [
        (#"{"columns": [{"id": "a", "items": ["x"], "selected": "z"}, {"id": "a", "items": ["p"]}, {"items": ["q"], "widht": 3}]}"#,
         [#"columns[0].selected: no row has the value "z""#, #"columns[2].widht: unknown key"#,
          #"columns[1].id: "a" is the id of columns[0] too; each column needs its own"#]),
        (#"{"sections": [{"date": {"selected": "2024-01-01"}}, {"columns": [{"id": "year", "items": ["a"]}, {"items": ["x"], "widht": 2}]}]}"#,
         [#"sections[1].columns[1].widht: unknown key"#, #"sections[1].columns[0].id: "year" is the id of sections[0].date too"#]),
    ])
    func aSharedIDIsNamedBesideTheColumnsOtherMistakes(text: String, parts: [String]) {
        do {
            _ = try makeModel(text)
            Issue.record("accepted")
        } catch {
            for part in parts { #expect("\(error)".contains(part), "\(error)") }
        }
    }

    /// A 24-hour time, the default, has no period column: a column of its own called "period" shares
    /// no id with it, whatever else the columns get wrong.
    @Test func aTwentyFourHourTimeLendsNoPeriodID() {
        let text = #"{"sections": [{"time": {"selected": "07:30"}}, {"columns": [{"id": "period", "items": ["a"], "widht": 2}]}]}"#
        do {
            _ = try makeModel(text)
            Issue.record("accepted")
        } catch {
            #expect("\(error)".contains("sections[1].columns[0].widht: unknown key"), "\(error)")
            #expect(!"\(error)".contains("is the id of"), "\(error)")
        }
    }

    @Test func monthNamesGivenInTheConfigAreTheMonthRows() throws {
        let names = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
        let quoted = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let model = try PickerModel(config: parseConfig(#"{"sections": [{"date": {"selected": "2024-02-29", "month_names": [\#(quoted)]}}]}"#))
        let month = model.columns[model.directory.index(named: "month")!]
        #expect((0..<12).map { month.row($0).title } == names)
        #expect(month.selectedRow == 1)
    }

    /// Trial 25: a localised date needed twelve names typed in; a language code gives CLDR's, and
    /// speech says them in that language. The values stay the months' numbers.
    @Test func aLanguageGivesItsMonthNamesAndTheirVoice() throws {
        let model = try PickerModel(config: parseConfig(#"{"sections": [{"date": {"selected": "2024-02-29", "month_names": "pl-PL"}}]}"#))
        let month = model.columns[model.directory.index(named: "month")!]
        #expect(month.row(0).title == "styczeń" && month.row(11).title == "grudzień", "stand-alone: not \"stycznia\"")
        #expect(month.selectedValue == "02" && month.row(1).title == "luty")
        #expect(month.spoken(0).lang == "pl-PL")
        // The day and the year are numbers said in the same language (trial 35).
        #expect(model.columns[model.directory.index(named: "day")!].lang == "pl-PL")
        #expect(model.columns[model.directory.index(named: "year")!].lang == "pl-PL")
        #expect(MonthNames.names(forLanguage: "FR")?.first == "janvier")
        #expect(MonthNames.names(forLanguage: "no") == MonthNames.names(forLanguage: "nb"))
        #expect(MonthNames.languages.count == 48 && MonthNames.languages == MonthNames.languages.sorted())
        #expect(MonthNames.name(of: .day, forLanguage: "de-AT") == "Tag" && MonthNames.name(of: .month, forLanguage: "no") == "måned")
        #expect(MonthNames.name(of: .year, forLanguage: "xx") == nil)
        let english = try PickerModel(config: parseConfig(#"{"sections": [{"date": {"month_names": "en"}}]}"#))
        #expect(english.columns[english.directory.index(named: "month")!].row(8).title == "September")
    }

    /// Trial 116: a router's setup screen offers 30 languages, and 16 of them had no month names
    /// (Chinese, Japanese, Korean, Hindi, Thai, Persian, Vietnamese, …): each was twelve names and an
    /// order to type in. CLDR's come with the code, in the order the language writes a date.
    @Test(arguments: [
        ("zh-Hans", "一月", "十二月", ["year", "month", "day"]), ("ja", "1月", "12月", ["year", "month", "day"]),
        ("ko-KR", "1월", "12월", ["year", "month", "day"]), ("hi", "जनवरी", "दिसंबर", ["day", "month", "year"]),
        ("th", "มกราคม", "ธันวาคม", ["day", "month", "year"]), ("fa", "ژانویه", "دسامبر", ["day", "month", "year"]),
        ("vi", "Tháng 1", "Tháng 12", ["day", "month", "year"]), ("id", "Januari", "Desember", ["day", "month", "year"]),
    ])
    func asianAndMiddleEasternLanguagesGiveTheirMonths(language: String, first: String, last: String, order: [String]) throws {
        let model = try PickerModel(config: parseConfig(#"{"sections": [{"date": {"selected": "2024-12-31", "month_names": "\#(language)"}}]}"#))
        let month = model.columns[model.directory.index(named: "month")!]
        #expect(month.row(0).title == first && month.row(11).title == last)
        #expect(month.selectedValue == "12", "the value stays the month's number")
        #expect(model.directory.ids == order)
        #expect(MonthNames.name(of: .month, forLanguage: language) != nil && MonthNames.name(ofTimeColumn: "hour", forLanguage: language) != nil)
    }

    /// Trial 27: `month_names: "de"` showed German months in year-month-day order, as no German writes
    /// a date. A language's names bring CLDR's order where `order` is not given.
    @Test func aLanguageGivesItsDateOrderUnlessOrderIsGiven() throws {
        func columnIDs(_ date: String) throws -> [String] {
            try PickerModel(config: parseConfig(#"{"sections": [{"date": {\#(date)}}]}"#)).directory.ids
        }
        #expect(try columnIDs(#""month_names": "de""#) == ["day", "month", "year"])
        #expect(try columnIDs(#""month_names": "hu""#) == ["year", "month", "day"])
        #expect(try columnIDs(#""month_names": "en""#) == ["month", "day", "year"])
        #expect(try columnIDs(#""month_names": "en-GB""#) == ["day", "month", "year"])
        #expect(try columnIDs(#""month_names": "de", "order": "ymd""#) == ["year", "month", "day"], "a given order wins")
        #expect(try columnIDs(#""month_names": ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]"#) == ["year", "month", "day"])
        #expect(MonthNames.order(forLanguage: "sv-SE") == .dmy && MonthNames.order(forLanguage: "lt") == .ymd)
        #expect(MonthNames.order(forLanguage: "en_CA") == .mdy && MonthNames.order(forLanguage: "xx") == nil)
    }

    /// Trial 28: 31 January 2024 turned to 2023 with a min of 2023-03-15 landed on 31 March, though the
    /// docs (and UIDatePicker) take the nearest date inside: the min itself. So does the max.
    @Test func aYearTurnedPastALimitLandsOnTheLimit() throws {
        var model = try makeModel(#"{"sections": [{"date": {"min": "2023-03-15", "max": "2025-06-10", "selected": "2024-01-31"}}]}"#)
        let year = model.directory.index(named: "year")!
        _ = model.select(row: 0, inColumn: year)
        #expect(model.date(inSection: 0) == CalendarDate(year: 2023, month: 3, day: 15))
        _ = model.select(row: 1, inColumn: year)
        #expect(model.date(inSection: 0) == CalendarDate(year: 2024, month: 3, day: 15), "inside: the month and day stay")
        var late = try makeModel(#"{"sections": [{"date": {"min": "2023-03-15", "max": "2025-06-10", "selected": "2024-11-02"}}]}"#)
        _ = late.select(row: 2, inColumn: year)
        #expect(late.date(inSection: 0) == CalendarDate(year: 2025, month: 6, day: 10))
    }

    /// Trial 26: a date could be limited to whole years only (UIDatePicker has minimumDate and
    /// maximumDate). `min` and `max` disable the months and days outside them, and turning the year
    /// onto a month outside moves the month and day in.
    @Test func minAndMaxDisableTheMonthsAndDaysOutsideThem() throws {
        var model = try makeModel(#"{"sections": [{"date": {"min": "2024-03-15", "max": "2025-06-10", "selected": "2025-01-10"}}]}"#)
        let year = model.directory.index(named: "year")!, month = model.directory.index(named: "month")!, day = model.directory.index(named: "day")!
        #expect(model.columns[year].rowCount == 2, "the years come from min and max")
        #expect(model.columns[month].disabledRows == Set(6..<12) && model.columns[day].disabledRows.isEmpty, "January 2025 is inside")
        let changed = model.select(row: 0, inColumn: year)
        #expect(Set(changed) == [month, day])
        #expect(model.date(inSection: 0) == CalendarDate(year: 2024, month: 3, day: 15), "January 2024 is before min: March the 15th")
        #expect(model.columns[month].disabledRows == [0, 1] && model.columns[day].disabledRows == Set(0..<14))
        _ = model.select(row: 1, inColumn: year)
        #expect(model.columns[month].disabledRows == Set(6..<12), "after June 2025")
        _ = model.select(row: 5, inColumn: month)
        #expect(model.columns[day].disabledRows == Set(10..<30) && model.date(inSection: 0) == CalendarDate(year: 2025, month: 6, day: 10))
        // Trial 27: years outside min and max, where from and to are wider, could be chosen.
        let wider = try makeModel(#"{"sections": [{"date": {"from": 2020, "to": 2030, "min": "2025-03-15", "max": "2026-06-10", "selected": "2025-09-17"}}]}"#)
        #expect(wider.columns[year].disabledRows == Set(0..<5).union(7..<11))
        let untouched = try makeModel(#"{"sections": [{"date": {"min": "2030-05-20"}}]}"#)
        #expect(untouched.date(inSection: 0) == CalendarDate(year: 2030, month: 5, day: 20), "no selected: the earliest date allowed")
        #expect(untouched.columns[untouched.directory.index(named: "year")!].rowCount == 2100 - 2030 + 1)
    }

    @Test(arguments: [
        (#"{"sections": [{"date": {"min": "2025-01-01", "max": "2024-12-31"}}]}"#, "sections[0].date.max", #""2024-12-31" is before min, "2025-01-01""#),
        (#"{"sections": [{"date": {"min": "2024-03-15", "selected": "2024-03-14"}}]}"#, "sections[0].date.selected", #""2024-03-14" is before min, "2024-03-15""#),
        (#"{"sections": [{"date": {"max": "2024-03-15", "selected": "2024-03-16"}}]}"#, "sections[0].date.selected", #""2024-03-16" is after max, "2024-03-15""#),
        (#"{"sections": [{"date": {"from": 2020, "min": "2019-06-01"}}]}"#, "sections[0].date.min", #""2019-06-01" is outside the years 2020...2100"#),
        (#"{"sections": [{"date": {"min": "2024-02-30"}}]}"#, "sections[0].date.min", #""2024-02-30" is no date: February 2024 has 29 days"#),
    ])
    func dateLimitsThatCannotBeAreNamed(text: String, path: String, message: String) {
        do {
            _ = try makeModel(text)
            Issue.record("accepted")
        } catch let error as ConfigError {
            #expect(error.path == path && error.message == message, "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func equalSharesAddUpToExactlyOne() {
        #expect(PickerModel.fractions([nil, nil, nil]).reduce(.zero, +) == .one)
    }

    @Test(arguments: [
        // (start date, column moved, row, expected day count, expected date)
        ("2024-01-31", "month", 1, 29, "2024-02-29"),
        ("2023-01-31", "month", 1, 28, "2023-02-28"),
        ("2024-02-29", "year", 25, 28, "2025-02-28"),
        ("2024-03-15", "month", 3, 30, "2024-04-15"),
        ("2024-04-30", "month", 4, 31, "2024-05-30"),
    ])
    func dateDayColumnFollowsMonthAndYear(start: String, column: String, row: Int, dayCount: Int, expected: String) throws {
        var model = try makeModel(#"{"sections": [{"date": {"from": 2000, "selected": "\#(start)"}}]}"#)
        let moved = model.directory.index(named: column)!
        let day = model.directory.index(named: "day")!
        let changed = model.select(row: row, inColumn: moved)
        #expect(model.columns[day].rowCount == dayCount)
        #expect(model.date(inSection: 0)?.description == expected)
        #expect(changed == (CalendarDate(iso: start).map { CalendarDate.daysIn(month: $0.month, year: $0.year) } == dayCount ? [] : [day]))
    }

    @Test func dateOrderArrangesColumns() throws {
        let model = try makeModel(#"{"sections": [{"date": {"order": "mdy", "months": "numbers"}}]}"#)
        #expect(model.columns.map(\.id) == ["month", "day", "year"])
        #expect(model.columns[0].row(0).value == "01")
    }

    @Test func theDirectoryNumbersColumnsAcrossSectionsAndFindsThemByName() throws {
        let model = try makeModel(#"{"sections": [{"columns": [{"items": ["a"]}, {"id": "b", "items": ["b"]}]}, {"date": {"order": "dmy"}}]}"#)
        let directory = model.directory
        #expect(directory.ids == ["c0", "b", "day", "month", "year"])
        #expect(model.columns.map(\.id) == directory.ids)
        #expect(directory.entries.map(\.keyPath) == ["sections[0].columns[0]", "sections[0].columns[1]", "sections[1].date", "sections[1].date", "sections[1].date"])
        #expect(directory.entries[3].source == .date(.month))
        #expect(directory.index(named: "year") == 4)
        #expect(directory.index(named: "1") == 1)
        #expect(directory.index(ofID: "1") == nil)
        #expect(directory.index(named: "5") == nil)
    }

    @Test func aDatesWidthKeysShareItsSectionAmongItsColumns() throws {
        let model = try makeModel(#"{"sections": [{"date": {"order": "dmy", "year_width": 0.3, "month_width": 0.5, "day_width": 0.2}}]}"#)
        #expect(model.columns.map(\.id) == ["day", "month", "year"])
        #expect(model.columns.map(\.widthFraction) == [Fixed(ratio: 2, 10), Fixed(ratio: 5, 10), Fixed(ratio: 3, 10)])
    }

    @Test func withoutSelectedAColumnStartsOnItsFirstEnabledRow() throws {
        let model = try makeModel(#"{"columns": [{"items": [{"text": "a", "disabled": true}, "b", "c"]}, {"range": {"from": 1, "to": 5}, "disabled": [0, 1]}]}"#)
        #expect(model.selection == [1, 2])
        // Nothing to choose: it rests on its first row (NothingToChooseTests).
        #expect(try makeModel(#"{"columns": [{"items": ["x", "y"], "disabled": [0, 1]}]}"#).selection == [0])
        // Trial 108: a `selected` row disabled since (a status refresh) starts on the enabled row nearest it.
        #expect(try makeModel(#"{"columns": [{"items": ["x", "y"], "disabled": [0], "selected": 0}]}"#).selection == [1])
        #expect(try makeModel(#"{"columns": [{"items": ["a", "b", "c", "d", "e"], "disabled": [2, 3], "selected": "c"}]}"#).selection == [1])
    }

    @Test func replacingRowsKeepsTheSelectionByValue() throws {
        var model = try makeModel(#"{"columns": [{"items": ["eth0", "wlan0", "wlan1"], "selected": "wlan0"}]}"#)
        model.replaceRows(inColumn: 0, with: .items(["usb0", "eth0", "wlan1", "wlan0"].map { ItemConfig(text: $0) }))
        #expect(model.columns[0].selectedRow == 3)
        model.replaceRows(inColumn: 0, with: .items(["x", "y"].map { ItemConfig(text: $0) }))
        #expect(model.columns[0].selectedRow == 1)
    }
}

/// A range's value is found by reading its number back through the format, never by walking its rows.
@Suite struct RangeValueLookupTests {
    static func rows(_ from: Int, _ to: Int, step: Int = 1, _ format: String) throws -> ColumnRows {
        .range(RangeConfig(from: from, to: to, step: step, format: try RangeFormat(format)))
    }

    @Test(arguments: [
        ("%d", "-5", 5 as Int?), ("%d", "0", 10), ("%02d", "07", 17), ("%02d", "7", nil), ("%d min", "45 min", 55),
        ("0x%04X", "0x00FF", 265), ("0x%04X", "0x00ff", nil), ("%o", "17", 25), ("%5d", "   12", 22), ("%-5d", "12   ", 22),
        ("%+d", "+3", 13), ("%d", "abc", nil), ("%d", "", nil), ("%d", "99999999999999999999", nil), ("%d", "9000000000", nil),
        ("%d", "1000001", nil), ("%d", "5 min", nil),
    ])
    func aValueIsReadBackThroughTheFormat(format: String, value: String, index: Int?) throws {
        let column = try RangeValueLookupTests.rows(-10, 1_000_000, format)
        #expect(column.index(ofValue: value) == index)
    }

    @Test func aTwoBillionRowRangeFindsEveryKindOfValueAtOnce() throws {
        let column = try RangeValueLookupTests.rows(-1_000_000_000, 1_000_000_000, step: 2, "%d")
        #expect(column.count == 1_000_000_001)
        #expect(column.index(ofValue: "1000000000") == 1_000_000_000)
        #expect(column.index(ofValue: "-999999998") == 1)
        #expect(column.index(ofValue: "3") == nil, "not on the step")
        #expect(column.index(ofValue: "no such row") == nil)
    }
}

/// Trial 110: `"selected": 3` on a strength of 1 to 5 showed "4 ●", as a number counts rows from
/// 0; the model says so for the log, and nothing where the row and the number agree.
@Suite struct SelectedRowNoteTests {
    func notes(_ range: String, selected: String) throws -> [String] {
        try PickerModel(config: parseConfig(#"{"columns": [{"id": "strength", "range": \#(range), "selected": \#(selected)}]}"#)).notes
    }

    @Test func aNumberTheRangeShowsOnAnotherRowIsNoted() throws {
        #expect(try notes(#"{"from": 1, "to": 5, "format": "%d ●"}"#, selected: "3")
                == [#"columns[0].selected: 3 counts rows from 0 and selects the row showing "4 ●"; for the row showing 3, give its value, "3 ●" (or its row, 2)"#])
        #expect(try notes(#"{"from": 0, "to": 5}"#, selected: "3").isEmpty, "row 3 shows 3")
        #expect(try notes(#"{"from": 10, "to": 50, "step": 10}"#, selected: "3").isEmpty, "no row shows 3")
        #expect(try notes(#"{"from": 1, "to": 5, "format": "%d ●"}"#, selected: #""3 ●""#).isEmpty, "a value is what it says")
    }

    /// Trial 111: from 30 to 250 in steps of 7 ended at 247 °C, with no word.
    @Test func aRangeWhoseEndIsNotOnItsStepsIsNoted() throws {
        #expect(try notes(#"{"from": 30, "to": 250, "step": 7, "format": "%d °C"}"#, selected: #""30 °C""#)
                == [#"columns[0].range: the last row is "247 °C", as 250 is not on the steps of 7 from 30; give "to": 247, or a step that reaches 250"#])
        #expect(try notes(#"{"from": 30, "to": 250, "step": 5, "format": "%d °C"}"#, selected: "0").isEmpty)
        #expect(try notes(#"{"from": 10, "to": 0, "step": -5}"#, selected: #""10""#).isEmpty, "a step downward that reaches its end")
        #expect(try notes(#"{"from": 10, "to": 0, "step": -3}"#, selected: #""10""#)
                == [#"columns[0].range: the last row is "1", as 0 is not on the steps of -3 from 10; give "to": 1, or a step that reaches 0"#])
    }
}
