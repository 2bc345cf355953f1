import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// ValidatorOptions: the checker's options against its default verdict
//===----------------------------------------------------------------------===//

/// The validator campaign's check `options-agree`: every batch is validated
/// again under each non-default `ValidationOptions` setting, and the verdict
/// must differ from the default one exactly as docs/batch-update-rules.md
/// says the option does:
///
/// - `countFormat: .modern`: a count failure (`R-COUNT-SECTIONS`,
///   `R-COUNT-ITEMS`, `R-COUNT-NEGATIVE`) becomes `R-COUNT-MODERN`, an
///   exception whose message opens with the "Invalid batch updates
///   detected" sentence and the data source's counts before and after, and
///   ends with the view's name; every other verdict is unchanged.
/// - `tableViewCrossSectionMoves: .legacyException`: a table view's
///   `reloadData` fallback for a move out of a deleted section or into an
///   inserted one (`R-MV-DELSEC`, `R-MV-INSSEC`) becomes an exception under
///   the same rule, and a later exception may be replaced by that one;
///   a collection view's verdict is unchanged.
///
/// The expected texts are spelled out here from the rules document, never
/// produced by the checker's message code.
enum ValidatorOptions {
    /// The check's name in failures.
    static let check = "options-agree"

    /// Every how many cases the batches the options change are checked.
    static let stride = 4
    /// Every how many cases every batch is checked (`complete`).
    static let completeStride = 32

    /// How a non-default option's verdict disagrees with the rules, or `nil`,
    /// for a batch whose default verdict was `predicted` (the campaign has
    /// checked that). A batch the options change — a count failure, a table
    /// view's cross-section fallback — is checked every time; with
    /// `complete`, every batch is, including that nothing else changes.
    ///
    /// - Complexity: At most three validations of `document`'s batch; one
    ///   for a batch the options change, none for another without `complete`.
    /// `judged` counts the batches validated again.
    static func problem(
        _ document: BatchDocument, predicted: PredictedOutcome, complete: Bool, judged: inout Int
    ) -> (expected: String, got: String)? {
        func verdict(_ options: ValidationOptions) -> BatchVerdict? {
            try? BatchUpdateValidator(view: document.view, options: options)
                .validate(document.update, before: document.before, after: document.after)
        }
        var countRule: RuleID?, crossSectionFallback: RuleID?
        switch predicted {
        case let .exception(rule) where countRules.contains(rule): countRule = rule
        case let .fallback(rule) where crossSectionRules.contains(rule) && document.view == .table: crossSectionFallback = rule
        default: break
        }
        guard countRule != nil || crossSectionFallback != nil || complete else { return nil }
        judged += 1
        let standard = complete ? verdict(ValidationOptions()) : nil
        if countRule != nil || complete {
            let modern = verdict(ValidationOptions(countFormat: .modern))
            if let problem = modernProblem(document, countRule: countRule, modern: modern, standard: standard) {
                return problem
            }
        }
        if crossSectionFallback != nil || complete {
            let legacy = verdict(ValidationOptions(tableViewCrossSectionMoves: .legacyException))
            return legacyProblem(document, fallbackRule: crossSectionFallback, legacy: legacy, standard: standard)
        }
        return nil
    }

    private static let countRules: Set<RuleID> = [.sectionCount, .itemCount, .negativeItemCount]
    private static let crossSectionRules: Set<RuleID> = [.moveFromDeletedSection, .moveIntoInsertedSection]

    /// With `countRule` (the default verdict's count failure) the modern
    /// text is due; without, the default verdict `standard` unchanged.
    private static func modernProblem(
        _ document: BatchDocument, countRule: RuleID?, modern: BatchVerdict?, standard: BatchVerdict?
    ) -> (expected: String, got: String)? {
        guard countRule != nil else {
            return modern == standard ? nil : ("with --count-format modern, the classic verdict \(describe(standard))", describe(modern))
        }
        let rows = document.view == .table ? "rows" : "items"
        func counts(_ shape: BatchShape) -> String {
            "{ \(shape.sections) \(shape.sections == 1 ? "section" : "sections") with \(rows.dropLast()) counts: [\(shape.itemCounts.map(String.init).joined(separator: ", "))] }"
        }
        let opening = "Invalid batch updates detected: the number of sections and/or \(rows) returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\n"
            + "Data source before updates = \(counts(document.before))\n"
            + "Data source after updates = \(counts(document.after))\n"
            + "Updates = ["
        let closing = "\n]\n\(document.view == .table ? "Table view" : "Collection view"): <…>"
        let expected = "an exception R-COUNT-MODERN opening \"\(opening)\" and ending \"\(closing)\""
        guard let modern, case let .exception(got) = modern.outcome, got.rule == .modernCount else {
            return (expected, describe(modern))
        }
        return got.message.hasPrefix(opening) && got.message.hasSuffix(closing) ? nil : (expected, got.description)
    }

    /// With `fallbackRule` (a table view's cross-section fallback) an
    /// exception under that rule is due; without, the default verdict
    /// `standard`, or for a table view an earlier cross-section exception.
    private static func legacyProblem(
        _ document: BatchDocument, fallbackRule: RuleID?, legacy: BatchVerdict?, standard: BatchVerdict?
    ) -> (expected: String, got: String)? {
        let label = "with legacy cross-section exceptions"
        if let fallbackRule {
            guard let legacy, case let .exception(got) = legacy.outcome, got.rule == fallbackRule else {
                return ("\(label), an exception \(fallbackRule.rawValue) in place of the fallback", describe(legacy))
            }
            return nil
        }
        if legacy == standard { return nil }
        if document.view == .table, let standard, case .exception = standard.outcome,
            let legacy, case let .exception(got) = legacy.outcome, crossSectionRules.contains(got.rule)
        {
            // A move across a deleted or inserted section checked before the
            // default verdict's violation now throws first.
            return nil
        }
        return ("\(label), the default verdict \(describe(standard))", describe(legacy))
    }

    private static func describe(_ verdict: BatchVerdict?) -> String {
        guard let verdict else { return "a malformed batch" }
        switch verdict.outcome {
        case .accepted: return "accepted with \(verdict.hazards.count) hazard(s)"
        case let .reloadDataFallback(violation): return "reloadData fallback \(violation)"
        case let .exception(violation): return "exception \(violation)"
        }
    }
}
