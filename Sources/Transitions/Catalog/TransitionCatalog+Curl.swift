extension TransitionCatalog {
    /// UIKit's partialCurl modal style (TRANSITIONS.md section 6).
    static let curlTransitions: [TransitionDescriptor] = []
}
