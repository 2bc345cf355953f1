import ArgumentParser

//===----------------------------------------------------------------------===//
// ChoiceList: a comma list of choices of one kind, by the rule of NameList
//===----------------------------------------------------------------------===//

/// A kind of value chosen by name on the command line (a dataset, a
/// scenario), for `ChoiceList`.
package protocol ListChoice: Sendable {
    /// Every choice, in the order a list keeps; `all` chooses these.
    static var allChoices: [Self] { get }
    /// What one choice is called in messages: `"dataset"`.
    static var noun: String { get }
    /// The choice's name on the command line.
    var choiceName: String { get }
}

/// Choices of one kind from a comma list of their names, by `NameList`'s
/// rule: in the order of `Choice.allChoices`, each once.
///
///     try ChoiceList<Dataset>(parsing: "book, INT").choices   // [.int, .book]
package struct ChoiceList<Choice: ListChoice>: StrictArgument {
    /// The chosen values, in the order of `Choice.allChoices`.
    package var choices: [Choice]

    /// The values of `Choice.allChoices` whose names `names` lists, in
    /// that order (names of no choice are left out): for defaults written
    /// in code.
    package init(named names: [String]) {
        choices = Choice.allChoices.filter { names.contains($0.choiceName) }
    }

    private init(choices: [Choice]) { self.choices = choices }

    /// Every choice.
    package static var all: ChoiceList { ChoiceList(choices: Choice.allChoices) }

    /// Every choice's name, separated by commas: for help texts.
    package static var names: String { Choice.allChoices.map(\.choiceName).joined(separator: ", ") }

    /// - Throws: `ValidationError` of one line as `NameList.select` words
    ///   it: `unknown dataset 'x'; valid: int, book, book-sections, all`.
    package init(parsing text: String) throws(ValidationError) {
        let all = Choice.allChoices
        choices = try NameList.select(text, from: all.map(\.choiceName), noun: Choice.noun).map { all[$0] }
    }

    /// `all` when every choice is chosen, else the names with commas.
    package var description: String {
        choices.count == Choice.allChoices.count ? "all" : choices.map(\.choiceName).joined(separator: ",")
    }
}
