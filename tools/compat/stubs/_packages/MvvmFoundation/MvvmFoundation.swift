import SwiftUI
// Stub of XITRIX's MvvmFoundation package: the view-model base classes and cell protocols the iTorrent
// rows use. Test double (no navigation, alerts or dispose bags).

open class BaseViewModel: Hashable {
    public required init() {}

    open func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public static func == (lhs: BaseViewModel, rhs: BaseViewModel) -> Bool {
        lhs.hashValue == rhs.hashValue
    }
}

open class BaseViewModelWith<Model>: BaseViewModel {
    open func prepare(with model: Model) {}
}

public protocol MvvmSelectableProtocol {
    var selectAction: (() -> Void)? { get }
}

public protocol MvvmLongPressProtocol {
    var longPressAction: (() -> Void)? { get }
}

/// A SwiftUI view hosted in a collection-view list cell and driven by its view model.
public protocol MvvmSwiftUICellProtocol: View {
    associatedtype ViewModel: Hashable
    var viewModel: ViewModel { get }
}
