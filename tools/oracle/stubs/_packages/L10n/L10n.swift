// Stand-in for criticalmaps-ios's L10n module (CriticalMapsKit/Sources/L10n at 0fcf7210): the
// SwiftGen strings ErrorStateView names, with the English Localizable.strings values.
public enum L10n {
    public enum ErrorState {
        /// "errorState.message"
        public static let message = "Sorry, something went wrong"
        /// "errorState.title"
        public static let title = "Error"
    }
}
