import ArgumentParser
import CLISupport
import Testing

/// The one rule of comma lists of names, and the option types built on it.
@Suite struct NameListTests {
    let valid = ["myers", "heckel", "Python-Difflib"]

    func select(_ text: String) throws -> [Int] {
        try NameList.select(text, from: valid, noun: "algorithm")
    }

    @Test func namesKeepTheValidOrderOnceWhateverTheirCase() throws {
        #expect(try select("heckel, myers ,heckel") == [0, 1])
        #expect(try select(" PYTHON-difflib ") == [2])
        #expect(try select("all") == [0, 1, 2])
        #expect(try select("heckel,ALL") == [0, 1, 2])
    }

    @Test(arguments: [
        ("", "no algorithms given; valid: myers, heckel, Python-Difflib, all"),
        (" , ", "no algorithms given; valid: "),
        ("myers,,heckel", "empty algorithm name at position 2 of 'myers,,heckel'; valid: "),
        ("myers,", "empty algorithm name at position 2 of 'myers,'; valid: "),
        ("myers,bogus", "unknown algorithm 'bogus'; valid: myers, heckel, Python-Difflib, all"),
    ])
    func badListsAreOneLineEndingWithTheValidNames(text: String, message: String) {
        let error = #expect(throws: ValidationError.self) { try select(text) }
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("\n") == false)
    }

    enum Fruit: String, CaseIterable, ListChoice {
        case apple, pear, plum
        static var allChoices: [Fruit] { allCases }
        static var noun: String { "fruit" }
        var choiceName: String { rawValue }
    }

    @Test func aChoiceListNamesItsNounAndSpellsItsValue() throws {
        #expect(try ChoiceList<Fruit>(parsing: "plum,apple").choices == [.apple, .plum])
        #expect(try ChoiceList<Fruit>(parsing: "plum,apple").description == "apple,plum")
        #expect(ChoiceList<Fruit>.all.description == "all")
        #expect(ChoiceList<Fruit>(named: ["pear", "kiwi"]).choices == [.pear])
        #expect(ChoiceList<Fruit>.names == "apple, pear, plum")
        let error = #expect(throws: ValidationError.self) { try ChoiceList<Fruit>(parsing: "kiwi") }
        #expect(error?.message == "unknown fruit 'kiwi'; valid: apple, pear, plum, all")
    }

    @Test func noneOrSpellsTheEmptyChoice() throws {
        #expect(try NoneOr<ChoiceList<Fruit>>(parsing: "NONE").value == nil)
        #expect(try NoneOr<ChoiceList<Fruit>>(parsing: "pear").value?.choices == [.pear])
        #expect(NoneOr<ChoiceList<Fruit>>.none.description == "none")
        let error = #expect(throws: ValidationError.self) { try NoneOr<ChoiceList<Fruit>>(parsing: "kiwi") }
        #expect(error?.message == "unknown fruit 'kiwi'; valid: apple, pear, plum, all, or none")
    }

    @Test func theHelpOfATransformedOptionShowsItsDefault() {
        #expect(ArgumentHelp("Fruits.", default: ChoiceList<Fruit>.all).abstract == "Fruits. (default: all)")
    }
}
