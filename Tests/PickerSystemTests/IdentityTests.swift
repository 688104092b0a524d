import PickerSystem
import Testing

@Suite struct IdentityTests {
    private func groupFile(_ text: String) throws -> String {
        let path = "/tmp/pp-group-\(Identity.processID)-\(UInt32.random(in: 0...UInt32.max))"
        try FileSystem.writeFileAtomically(path, Array(text.utf8))
        return path
    }

    @Test(arguments: [
        ("video", UInt32?.some(44)),
        ("panel-picker", 998),
        ("panel", nil),            // a prefix of a name is not the name
        ("plugdev", nil),          // its id is not a number
        ("nosuchgroup", nil),
        ("", nil),
    ])
    func aGroupIsFoundByItsWholeName(name: String, expected: UInt32?) throws {
        let path = try groupFile("""
            root:x:0:
            video:x:44:alice,bob
            broken line without fields
            plugdev:x:forty-six:
            panel-picker:x:998:
            """)
        defer { try? FileSystem.remove(path) }
        #expect(try Identity.groupID(named: name, groupFile: path) == expected)
    }

    @Test func aMissingGroupFileIsAnErrorNamingIt() throws {
        #expect {
            try Identity.groupID(named: "video", groupFile: "/nonexistent/group")
        } throws: { error in
            "\(error)".contains("/nonexistent/group")
        }
    }

    @Test func theSystemGroupFileKnowsRoot() throws {
        #expect(try Identity.groupID(named: "root") == 0)
    }
}
