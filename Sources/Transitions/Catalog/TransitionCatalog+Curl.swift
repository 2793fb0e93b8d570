extension TransitionCatalog {
    /// UIKit's partialCurl modal style (TRANSITIONS.md section 6).
    static let curlTransitions: [TransitionDescriptor] = [
        TransitionDescriptor(name: "partial-curl", summary: "UIKit's partial curl: the page curls up from the bottom and rests half-curled over the next screen; dismiss lets it fall back",
                             defaultDuration: PartialCurlAnimator.defaultDuration, curve: "easeInEaseOut",
                             forward: .present, parameterNames: ["curl-angle", "curl-radius", "curl-stop"]) { _ in PartialCurlAnimator() },
    ]
}
