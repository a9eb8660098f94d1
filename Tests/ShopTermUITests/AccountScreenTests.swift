import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// The Account screen: log in and sign up, the overview with its address book, logging out,
/// and the checkout's use of saved addresses. Exact state changes and effects.
@Suite struct AccountScreenTests {

    static func screen(_ state: AppState) -> AccountScreen? {
        if case .account(let screen) = state.screen { return screen }
        return nil
    }

    /// Logged in, on the overview.
    static func overview() -> AppState {
        var state = UI.home()
        state.account = AccountScreenFixtures.snapshot
        return UI.settle(state, [.key(.character("a"))], ignoring: [])
    }

    @Test func aOpensTheLogInFormWhenLoggedOut() {
        let (state, effects) = UI.run(UI.home(), [.key(.character("a"))])
        #expect(effects.isEmpty)
        #expect(Self.screen(state) == .logIn())
        #expect(state.keyContext == .accountForm)
    }

    @Test func loggingInSendsTheCredentialsAndForgetsThePassword() throws {
        var (state, effects) = UI.run(
            UI.home(), [.key(.character("a"))] + UI.typing("ada@example.com") + [.key(.tab)] + UI.typing("s3cret!") + [.key(.enter)])
        #expect(effects == [.request(RequestID(3), .logIn(email: "ada@example.com", password: "s3cret!"))])
        let screen = try #require(Self.screen(state))
        #expect(state.request(for: .accountAction) == RequestID(3))
        #expect(screen.activity == .loggingIn)
        #expect(screen.value("password").isEmpty)
        #expect(state.rememberedFields["email"] == "ada@example.com")

        (state, effects) = UI.run(state, [.response(RequestID(3), .account(AccountScreenFixtures.snapshot))])
        #expect(effects.isEmpty)
        #expect(state.account == AccountScreenFixtures.snapshot)
        #expect(Self.screen(state)?.mode == .overview)
        #expect(state.status == StatusLine("Logged in as Ada Lovelace."))
        #expect(state.keyContext == .account)
    }

    @Test func refusedCredentialsStayOnTheForm() throws {
        var state = UI.settle(
            UI.home(), [.key(.character("a"))] + UI.typing("ada@example.com") + [.key(.tab)] + UI.typing("nope") + [.key(.enter)],
            ignoring: [.request])
        state = UI.settle(state, [.response(RequestID(3), .userErrors(["": "Unidentified customer"]))], ignoring: [])
        let screen = try #require(Self.screen(state))
        #expect(screen.mode == .logIn)
        #expect(screen.errors == ["": "Unidentified customer"])
        #expect(!state.isWaiting(.accountAction))
        #expect(state.status == StatusLine("Unidentified customer", kind: .error))
        #expect(render(state).text.contains("Unidentified customer"))
    }

    @Test func theFormChecksItsFieldsFirst() {
        let (state, effects) = UI.run(UI.home(), [.key(.character("a"))] + UI.typing("ada") + [.key(.enter)])
        #expect(effects.isEmpty)
        #expect(Self.screen(state)?.errors == ["email": "Enter an email address like ada@example.com", "password": "Required"])
        #expect(Self.screen(state)?.focused == 0)
    }

    @Test func ctrlNSwitchesToSignUpKeepingTheEmail() {
        let (state, effects) = UI.run(
            UI.home(),
            [.key(.character("a"))] + UI.typing("new@example.com") + [.key(.control("n"))]
                + UI.typing("Pat") + [.key(.tab), .key(.tab), .key(.tab)] + UI.typing("hunter22") + [.key(.enter)])
        #expect(effects == [.request(RequestID(3), .signUp(SignUpForm(email: "new@example.com", password: "hunter22", firstName: "Pat")))])
        #expect(Self.screen(state)?.mode == .signUp)
        #expect(Self.screen(state)?.activity == .signingUp)
    }

    @Test func thePasswordIsMaskedOnScreen() {
        let state = UI.settle(UI.home(), [.key(.character("a"))] + UI.typing("ada@example.com") + [.key(.tab)] + UI.typing("s3cret!"), ignoring: [])
        let text = render(state).text
        #expect(text.contains("•••••••"))
        #expect(!text.contains("s3cret!"))
    }

    @Test func theOverviewShowsProfileAddressesAndOrders() {
        let text = render(Self.overview()).text
        #expect(text.contains("Ada Lovelace"))
        #expect(text.contains("ada@example.com"))
        #expect(text.contains("▸ Ada, 1 Main St, Portland OR 97201, US default"))
        #expect(text.contains("  Ada, 1 King St, Toronto ON M5V 2T6, CA"))
        #expect(text.contains("#1001"))
        #expect(text.contains("$135.00"))
        #expect(text.contains("Paid, unfulfilled"))
    }

    @Test func theSelectedAddressBecomesTheDefaultOrIsDeletedAfterAsking() {
        var (state, effects) = UI.run(Self.overview(), [.key(.down), .key(.character("*"))])
        #expect(Self.screen(state)?.selection == 1)
        #expect(effects == [.request(RequestID(3), .setDefaultAddress(id: AccountScreenFixtures.work.id))])
        state = UI.settle(state, [.response(RequestID(3), .account(AccountScreenFixtures.snapshot))], ignoring: [])
        #expect(state.status == StatusLine("Default address changed."))

        (state, effects) = UI.run(state, [.key(.character("d"))])
        #expect(effects.isEmpty)
        #expect(state.status == StatusLine("Delete Ada, 1 King St, Toronto ON M5V 2T6, CA? (y/n)", kind: .error))
        (state, effects) = UI.run(state, [.key(.character("n"))])
        #expect(effects.isEmpty)
        #expect(state.status == nil)
        (state, effects) = UI.run(state, [.key(.character("d")), .key(.character("y"))])
        #expect(effects == [.request(RequestID(4), .deleteAddress(id: AccountScreenFixtures.work.id))])
    }

    @Test func addressesAreAddedAndEditedInAForm() throws {
        var (state, effects) = UI.run(Self.overview(), [.key(.character("n")), .key(.enter)])
        #expect(effects.isEmpty)
        #expect(Self.screen(state)?.mode == .address(id: nil))
        #expect(Self.screen(state)?.errors == ["address1": "Required", "city": "Required", "countryCode": "Required"])
        #expect(Self.screen(state)?.value("firstName") == "Ada")

        state = UI.settle(state, [.key(.escape)], ignoring: [])
        #expect(Self.screen(state)?.mode == .overview)
        (state, effects) = UI.run(state, [.key(.character("e"))])
        #expect(effects.isEmpty)
        let screen = try #require(Self.screen(state))
        #expect(screen.mode == .address(id: AccountScreenFixtures.home.id))
        #expect(screen.value("address1") == "1 Main St")
        (state, effects) = UI.run(state, [.key(.tab), .key(.tab), .key(.tab), .key(.control("u"))] + UI.typing("2 Main St") + [.key(.enter)])
        var moved = UI.address
        moved.address1 = "2 Main St"
        #expect(effects == [.request(RequestID(3), .saveAddress(id: AccountScreenFixtures.home.id, moved))])
        state = UI.settle(state, [.response(RequestID(3), .userErrors(["zip": "Enter a valid ZIP code"]))], ignoring: [])
        #expect(Self.screen(state)?.errors["zip"] == "Enter a valid ZIP code")
        #expect(Self.screen(state)?.fields[Self.screen(state)!.focused].key == "zip")
        state = UI.settle(state, [.key(.enter), .response(RequestID(4), .account(AccountScreenFixtures.snapshot))], ignoring: [.request])
        #expect(Self.screen(state)?.mode == .overview)
        #expect(state.status == StatusLine("Address saved."))
    }

    @Test func loggingOutReturnsToTheLogInForm() {
        // Logging out reaches the shop, so it is confirmed first: n stays, y logs out.
        var (state, effects) = UI.run(Self.overview(), [.key(.character("L"))])
        #expect(effects.isEmpty)
        #expect(state.status == StatusLine("Log out of ada@example.com? (y/n)", kind: .error))
        (state, effects) = UI.run(state, [.key(.character("n"))])
        #expect(effects.isEmpty && state.account != nil && state.status == nil)
        (state, effects) = UI.run(state, [.key(.character("L")), .key(.character("y"))])
        #expect(effects == [.request(RequestID(3), .logOut)])
        (state, effects) = UI.run(state, [.response(RequestID(3), .account(nil))])
        #expect(UI.writes(effects).isEmpty, "logged out once")
        #expect(state.account == nil)
        #expect(Self.screen(state)?.mode == .logIn)
        #expect(state.status == StatusLine("Logged out."))
    }

    @Test func anExpiredLoginAtStartIsSaid() {
        let (started, effects) = start(AppState(width: 80, height: 24))
        #expect(effects.last == .request(RequestID(2), .loadAccount(renew: true)))
        let state = UI.settle(started, [.response(RequestID(2), .loggedOut("the login has expired; log in again"))], ignoring: [])
        #expect(state.account == nil)
        #expect(state.accountRequest == nil)
        #expect(state.status == StatusLine("the login has expired; log in again", kind: .error))
    }

    @Test func leavingTheScreenCancelsItsRequest() {
        let (_, effects) = UI.run(Self.overview(), [.key(.character("r")), .key(.escape)])
        #expect(effects == [.request(RequestID(3), .loadAccount(renew: false)), .cancel(RequestID(3))])
    }

    // MARK: - Checkout with an account

    static func checkoutAsCustomer() -> AppState {
        var state = CartScreenFixtures.withCart()
        state.account = AccountScreenFixtures.snapshot
        return UI.settle(state, [.key(.enter)], ignoring: [])
    }

    @Test func theCheckoutStartsFromTheAccountsEmailAndDefaultAddress() throws {
        let state = Self.checkoutAsCustomer()
        guard case .checkout(let screen) = state.screen else {
            Issue.record("not at checkout")
            return
        }
        #expect(screen.value("email") == "ada@example.com")
        #expect(screen.value("address1") == "1 Main St")
        #expect(screen.value("city") == "Portland")
    }

    @Test func ctrlNCyclesThroughTheSavedAddresses() throws {
        var state = UI.settle(Self.checkoutAsCustomer(), [.key(.enter), .key(.control("n"))], ignoring: [])
        guard case .checkout(var screen) = state.screen else {
            Issue.record("not at checkout")
            return
        }
        #expect(screen.step == .shipping)
        #expect(screen.value("address1") == "1 King St")
        #expect(screen.value("countryCode") == "CA")
        #expect(state.status == StatusLine("Saved address 2 of 2."))
        #expect(render(state).text.contains("ctrl-n: your saved addresses (2)"))
        state = UI.settle(state, [.key(.control("n"))], ignoring: [])
        screen = try #require({ if case .checkout(let again) = state.screen { again } else { nil } }())
        #expect(screen.value("address1") == "1 Main St")
        #expect(state.status == StatusLine("Saved address 1 of 2 (default)."))
    }

    @Test func ctrlNWithoutALoginSaysHowToLogIn() {
        let state = UI.settle(
            CartScreenFixtures.withCart(), [.key(.enter)] + UI.typing("ada@example.com") + [.key(.enter), .key(.control("n"))], ignoring: [])
        #expect(state.status == StatusLine("Log in (a, from the shop) to use your saved addresses."))
    }
}
