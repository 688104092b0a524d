import Testing
@testable import PickerCore

@Suite struct CalibrationConfigEditTests {
    static let matrix = [Fixed.zero, Fixed(raw: -68985), Fixed(raw: 63466), Fixed(raw: 68985), .zero, Fixed(raw: -5519)]

    @Test func theMatrixJoinsAnExistingInputKeepingEveryKeyInOrder() throws {
        let text = #"{"size": "800x480", "input": {"grab": true, "calibration": [1, 0, 0, 0, 1, 0], "invert_x": false}, "columns": [{"id": "h", "range": {"from": 0, "to": 23}}], "theme": {"font_size": 30}}"#
        let edited = try CalibrationConfigEdit.apply(Self.matrix, toConfig: Array(text.utf8), directory: "")
        #expect(edited == """
        {
          "size": "800x480",
          "input": {
            "grab": true,
            "calibration": [0, -1.0526275634765625, 0.968414306640625, 1.0526275634765625, 0, -0.0842132568359375],
            "invert_x": false
          },
          "columns": [
            {
              "id": "h",
              "range": {
                "from": 0,
                "to": 23
              }
            }
          ],
          "theme": {
            "font_size": 30
          }
        }

        """)
        let config = try PickerConfig.parse(Array(edited.utf8), directory: "")
        #expect(config.input.calibration == Self.matrix)
        #expect(config.input.grab)
    }

    @Test func aConfigWithoutInputGainsItAtTheEnd() throws {
        let text = #"{"columns": [{"id": "h", "range": {"from": 0, "to": 23}}]}"#
        let edited = try CalibrationConfigEdit.apply(Self.matrix, toConfig: Array(text.utf8), directory: "")
        guard case .object(let root) = try JSONParser.parse(edited) else { throw CalibrationError("not an object") }
        #expect(root.keys == ["columns", "input"])
    }

    @Test(arguments: [
        ("{\"columns\": [", "not valid JSON"),
        ("[1, 2]", "expected an object"),
        (#"{"columns": [{"id": "h", "range": {"from": 0, "to": 23}}], "input": 3}"#, "input: expected an object"),
    ])
    func aBrokenConfigIsRefusedNamingTheProblem(text: String, problem: String) {
        do throws(ConfigError) {
            _ = try CalibrationConfigEdit.apply(Self.matrix, toConfig: Array(text.utf8), directory: "")
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.contains(problem), "\(error)")
        }
    }

    @Test func theFragmentIsTheInputKeyAlone() {
        #expect(CalibrationConfigEdit.fragment([.one, .zero, .zero, .zero, .one, .zero]) == #"{"input":{"calibration":[1,0,0,0,1,0]}}"#)
    }
}
