import Testing
@testable import PickerCore

/// Trials 26 and 27: UIDatePicker has a time mode, and hours and minutes had to be built from two
/// ranges, with a 12-hour clock's period column by hand. A section's `time` makes them.
@Suite struct TimeSectionTests {
    func selection(_ time: String) throws -> [String: String] {
        let model = try makeModel(#"{"sections": [{"time": {\#(time)}}]}"#)
        return Dictionary(uniqueKeysWithValues: model.columns.map { ($0.id, $0.selectedValue) })
    }

    @Test func aTwentyFourHourClockShowsTwoDigitsAndTurnsRound() throws {
        let model = try makeModel(#"{"sections": [{"time": {"selected": "07:30"}}]}"#)
        #expect(model.columns.map(\.id) == ["hour", "minute"])
        #expect(model.columns.map(\.selectedValue) == ["07", "30"])
        #expect(model.columns.map(\.rowCount) == [24, 60] && model.columns.allSatisfy(\.isInfinite))
        #expect(try selection("") == ["hour": "00", "minute": "00"], "midnight")
    }

    @Test func aTwelveHourClockHasAPeriodWhoseValueIsStable() throws {
        #expect(try selection(#""hours": 12, "minute_step": 5, "selected": "19:35""#) == ["hour": "7", "minute": "35", "period": "pm"])
        #expect(try selection(#""hours": 12, "selected": "00:05""#) == ["hour": "12", "minute": "05", "period": "am"])
        #expect(try selection(#""hours": 12, "selected": "12:00""#) == ["hour": "12", "minute": "00", "period": "pm"])
        let model = try makeModel(#"{"sections": [{"time": {"hours": 12, "minute_step": 15, "period_names": ["vorm.", "nachm."], "labels": {"hour": "Stunde"}}}]}"#)
        let period = model.columns[2]
        #expect(period.row(1).title == "nachm." && period.row(1).value == "pm" && !period.isInfinite)
        #expect(model.columns[1].rowCount == 4 && model.columns[0].label == "Stunde")
    }

    @Test func eachMistakeIsNamed() {
        do {
            _ = try parseConfig(#"{"sections": [{"time": {"hours": 13, "minute_step": 7, "selected": "24:00", "period_names": ["AM"]}}]}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.each.map(\.path) == ["sections[0].time.hours", "sections[0].time.minute_step", "sections[0].time.selected", "sections[0].time.period_names"])
            #expect(error.description.contains("minute_step: expected a step that divides an hour (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30), got 7"))
        }
        for (time, message) in [
            (#""minute_step": 5, "selected": "07:32""#, "sections[0].time.selected: minute 32 is not on the minute_step of 5; the nearest earlier is 07:30"),
            (#""period_names": ["AM", "PM"]"#, #"sections[0].time.period_names: is only used with "hours": 12"#),
            // Trial 54: two names alike were taken, and the periods could not be told apart.
            (#""hours": 12, "period_names": ["PM", "PM"]"#,
             #"sections[0].time.period_names: the two names are the same, "PM", so a reader cannot tell the periods apart; give two names, before noon first"#),
            (#""selected": "7:30""#, #"sections[0].time.selected: expected a time as "HH:MM" on a 24-hour clock ("07:30", "19:05"), got "7:30""#),
        ] {
            #expect(throws: ConfigError.self) { _ = try parseConfig(#"{"sections": [{"time": {\#(time)}}]}"#) }
            do { _ = try parseConfig(#"{"sections": [{"time": {\#(time)}}]}"#) } catch { #expect(error.description == message) }
        }
        #expect(throws: ConfigError.self) { _ = try parseConfig(#"{"sections": [{"time": {}, "date": {}}]}"#) }
    }
}
