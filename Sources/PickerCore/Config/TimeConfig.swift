/// The built-in time picker (a section's `time`), UIDatePicker's time mode: an hour and a minute
/// column, and with a 12-hour clock a period column (AM, PM). Each turns round as UIKit's do, and
/// reports values a program reads without parsing what is shown: `07`, `30`; `7`, `30`, `pm`.
///
/// It becomes plain columns when read (ids `hour`, `minute`, `period`), so that everything a
/// column does (sharing the width by need, speech, the socket's `select`) a time does too.
package enum TimeConfig {
    /// The minute steps UIDatePicker's `minuteInterval` takes: those that divide an hour.
    package static let minuteSteps = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]
    package static let periodValues = ["am", "pm"]

    /// What a time's columns are, for reading and setting the time whole.
    package struct Clock: Equatable, Sendable {
        /// 24, or 12 with a period column.
        package var hours: Int
        package var minuteStep: Int

        /// The rows of the hour, minute and period columns that show `hour`:`minute` (24-hour);
        /// the period's only on a 12-hour clock.
        package func rows(hour: Int, minute: Int) -> [Int] {
            hours == 24 ? [hour, minute / minuteStep] : [(hour + 11) % 12, minute / minuteStep, hour / 12]
        }

        /// The nearest earlier minute on the step, for a refusal to name; nil for a minute on it.
        package func earlierMinuteOnStep(_ minute: Int) -> Int? {
            minute % minuteStep == 0 ? nil : minute - minute % minuteStep
        }

        /// The 24-hour time the rows of the hour, minute and period columns show.
        package func time(rows: [Int]) -> (hour: Int, minute: Int) {
            let minute = rows[1] * minuteStep
            guard hours == 12, rows.count == 3 else { return (rows[0], minute) }
            return ((rows[0] + 1) % 12 + 12 * rows[2], minute)
        }
    }

    /// The ids of a time's columns: a 12-hour clock's have a period too.
    package static func columnIDs(hours: Int) -> [String] { hours == 12 ? ["hour", "minute", "period"] : ["hour", "minute"] }

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> (columns: [ColumnConfig], clock: Clock) {
        var reader = try ObjectReader(value, path: path)
        let hours = reader.collecting("hours") { (value, path) throws(ConfigError) in
            let hours = try Decode.int(value, path)
            guard hours == 12 || hours == 24 else { throw ConfigError(path: path, message: "expected 12 or 24, got \(hours)") }
            return hours
        } ?? 24
        let step = reader.collecting("minute_step") { (value, path) throws(ConfigError) in
            let step = try Decode.int(value, path)
            guard minuteSteps.contains(step) else {
                throw ConfigError(path: path, message: "expected a step that divides an hour (\(minuteSteps.map(String.init).joined(separator: ", "))), got \(step)")
            }
            return step
        } ?? 1
        let selected = reader.collecting("selected", decodeTime)
        let periodNames = reader.collecting("period_names") { (value, path) throws(ConfigError) in
            let names = try Decode.array(of: Decode.nonEmptyRowText)(value, path)
            guard names.count == 2 else { throw ConfigError(path: path, message: "expected 2 names, before noon first ([\"AM\", \"PM\"]), got \(names.count)") }
            // Trial 54: two names alike showed one period as the other, and a select by the shown name found the first.
            guard names[0] != names[1] else {
                throw ConfigError(path: path, message: "the two names are the same, \(names[0].quotedForMessage), so a reader cannot tell the periods apart; give two names, before noon first")
            }
            return names
        }
        let labels = reader.collecting("labels", decodeLabels) ?? [:]
        try reader.finishCollecting()
        if periodNames != nil, hours == 24 {
            throw ConfigError(path: reader.keyPath("period_names"), message: "is only used with \"hours\": 12")
        }
        let time = selected ?? (hour: 0, minute: 0)
        let clock = Clock(hours: hours, minuteStep: step)
        if let earlier = clock.earlierMinuteOnStep(time.minute) {
            throw ConfigError(path: reader.keyPath("selected"), message: "minute \(time.minute) is not on the minute_step of \(step); the nearest earlier is "
                              + text(hour: time.hour, minute: earlier))
        }
        let minute = ColumnConfig(id: "minute", content: .range(RangeConfig(from: 0, to: 59 - 59 % step, step: step, format: .twoDigits)))
        var columns: [ColumnConfig]
        if hours == 24 {
            columns = [ColumnConfig(id: "hour", content: .range(RangeConfig(from: 0, to: 23, format: .twoDigits))), minute]
        } else {
            // 12, 1, …, 11 would start a wheel at noon; UIKit's runs 1 to 12 and turns round.
            let names = periodNames ?? ["AM", "PM"]
            columns = [ColumnConfig(id: "hour", content: .range(RangeConfig(from: 1, to: 12))), minute,
                       ColumnConfig(id: "period", content: .items(zip(names, periodValues).map { ItemConfig(text: $0, value: $1) }))]
        }
        for (index, row) in clock.rows(hour: time.hour, minute: time.minute).enumerated() {
            let id = columns[index].id ?? ""
            columns[index].selected = .index(row)
            columns[index].infinite = id != "period"
            columns[index].label = labels[id]
        }
        return (columns, clock)
    }

    /// `HH:MM` on a 24-hour clock, as a config writes a time.
    package static func text(hour: Int, minute: Int) -> String {
        RangeFormat.twoDigits.format(hour) + ":" + RangeFormat.twoDigits.format(minute)
    }

    /// `"HH:MM"`, 24-hour.
    private static func decodeTime(_ value: JSONValue, _ path: String) throws(ConfigError) -> (hour: Int, minute: Int) {
        let text = try Decode.string(value, path)
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCIIDigit) }), let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0...23).contains(hour), (0...59).contains(minute) else {
            throw ConfigError(path: path, message: "expected a time as \"HH:MM\" on a 24-hour clock (\"07:30\", \"19:05\"), got \(text.quotedForMessage)")
        }
        return (hour, minute)
    }

    /// What speech calls the columns (`{"hour": "Stunde", "minute": "Minute", "period": "…"}`).
    private static func decodeLabels(_ value: JSONValue, _ path: String) throws(ConfigError) -> [String: String] {
        var reader = try ObjectReader(value, path: path)
        var labels: [String: String] = [:]
        for key in ["hour", "minute", "period"] { labels[key] = reader.collecting(key, Decode.nonEmptyRowText) }
        try reader.finishCollecting()
        return labels
    }
}
