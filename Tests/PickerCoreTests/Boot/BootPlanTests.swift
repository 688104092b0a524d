import Testing
@testable import PickerCore

/// `panel-picker boot`'s decision: the target of the row the result reports, or the default row's
/// when the result cannot be used; only targets the config names.
@Suite struct BootPlanTests {
    static let config = """
    {"columns": [
      {"id": "lang", "items": ["en", "de"]},
      {"id": "profile", "items": [
        {"text": "Normal", "value": "normal", "boot": {"target": "multi-user.target"}},
        {"text": "Safe mode", "value": "safe", "boot": {"target": "rescue.target", "isolate": true}},
        {"text": "Quiet", "value": "quiet"},
        {"text": "Diagnostics", "value": "diag", "boot": {"target": "diagnostics.target"}}
      ], "selected": "normal"}
    ]}
    """

    func plan(_ result: String?) throws -> BootPlan? {
        try BootPlan.make(config: try parseConfig(Self.config),
                          result: result.map { .read(Array($0.utf8)) } ?? .unreadable("cannot read it: No such file or directory"))
    }

    @Test func theConfirmedRowsTargetIsTheOneStarted() throws {
        let plan = try #require(try plan(#"{"selection":[{"column":0,"id":"lang","row":1,"value":"de"},{"column":1,"id":"profile","row":3,"value":"diag"}]}"#))
        #expect(plan == BootPlan(key: "columns[1].items[3]", value: "diag", choice: BootChoice(target: "diagnostics.target"), fallback: nil))
        let safe = try #require(try self.plan(#"{"selection":[{"id":"profile","value":"safe"}]}"#))
        #expect(safe.choice == BootChoice(target: "rescue.target", isolate: true))
    }

    @Test(arguments: [
        (nil, "cannot read it: No such file or directory"),
        ("{\"selection\":[{\"id\":\"profile\",\"val", "it is not a JSON object"),
        ("[1, 2]", "it is not a JSON object"),
        ("{\"selected\": []}", "it has no \"selection\" list"),
        ("{\"selection\":[{\"id\":\"lang\",\"value\":\"de\"}]}", "it reports no value for column \"profile\""),
        // A control client may put rows of its own on screen; the config file on disk decides what they start.
        ("{\"selection\":[{\"id\":\"profile\",\"value\":\"evil\"}]}", "no row of column \"profile\" has the value \"evil\""),
    ] as [(String?, String)])
    func aMissingOrUnusableResultMeansTheDefaultRowAndSaysWhy(result: String?, why: String) throws {
        let plan = try #require(try plan(result))
        #expect(plan.value == "normal" && plan.choice.target == "multi-user.target")
        #expect(plan.fallback == why)
    }

    @Test func aRowWithoutATargetOrAConfigWithoutAnyLeavesTheBootAlone() throws {
        #expect(try plan(#"{"selection":[{"id":"profile","value":"quiet"}]}"#) == nil)
        #expect(try BootPlan.make(config: try parseConfig(#"{"columns": [{"items": ["a"]}]}"#), result: .unreadable("none")) == nil)
    }

    @Test(arguments: [
        ("rescue.service", "columns[0].items[0].boot.target"),
        ("../../x.target", "columns[0].items[0].boot.target"),
        ("-x.target", "columns[0].items[0].boot.target"),
        (".target", "columns[0].items[0].boot.target"),
        ("a b.target", "columns[0].items[0].boot.target"),
    ])
    func aNameThatIsNoTargetIsAConfigErrorNamingTheKey(target: String, key: String) throws {
        let error = #expect(throws: ConfigError.self) {
            try parseConfig(#"{"columns": [{"items": [{"text": "a", "boot": {"target": "\#(target)"}}]}]}"#)
        }
        #expect(error?.path == key)
        #expect(error?.message.contains("expected a systemd target's name") == true, "\(String(describing: error))")
    }

    @Test func bootTargetsInTwoColumnsAreRefused() throws {
        let error = #expect(throws: ConfigError.self) {
            try parseConfig(#"{"columns": [{"items": [{"text": "a", "boot": {"target": "a.target"}}]}, {"items": ["x", {"text": "b", "boot": {"target": "b.target"}}]}]}"#)
        }
        #expect(error?.path == "columns[1].items[1].boot")
        #expect(error?.message == "columns[0] names boot targets already; one column chooses the boot's target")
    }

    @Test func instanceAndTemplateNamesAreTargets() {
        #expect(BootChoice.targetNameProblem("getty-pre.target") == nil)
        #expect(BootChoice.targetNameProblem("slot@b.target") == nil)
        #expect(BootChoice.targetNameProblem("x.target.wants") != nil)
    }
}
