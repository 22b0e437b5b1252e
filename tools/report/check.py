"""Clicks through a RowFrame review report in headless Chromium (Playwright) and asserts what
is visible. Usage: check.py REPORT_HTML CHROMIUM SCREENSHOT_DIR (run by tools/report/check.sh)."""
import sys
from playwright.sync_api import sync_playwright

report, chromium, shots = sys.argv[1:4]
failures = []

def check(ok, what):
    print(("ok:   " if ok else "FAIL: ") + what)
    if not ok:
        failures.append(what)

with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
    page = browser.new_page(viewport={"width": 1600, "height": 1100})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto("file://" + report)
    page.wait_for_load_state("load")

    summary = page.locator("#summary").inner_text()
    check(summary.startswith("8 changed · 2 added · 2 removed · 6 unchanged"), f"summary counts: {summary}")
    sections = page.locator("section.section").evaluate_all("s => s.map(x => x.dataset.status)")
    check(sections == ["changed", "added", "removed", "unchanged"], f"sections in order: {sections}")

    card = page.locator('article.card[data-name="components/list-row@3x"]')
    check(card.count() == 1, "the list row's light and dark images are one card")
    card.scroll_into_view_if_needed()
    card.locator(".columns").wait_for()
    cols = card.locator(".col").evaluate_all("c => c.map(x => x.dataset.appearance)")
    check(cols == ["light", "dark"], f"light and dark side by side: {cols}")
    boxes = [card.locator(f'.col[data-appearance="{a}"]').bounding_box() for a in ("light", "dark")]
    check(abs(boxes[0]["y"] - boxes[1]["y"]) < 2 and boxes[1]["x"] > boxes[0]["x"] + boxes[0]["width"] - 1, "dark column to the right of light")

    def visible_views(c):
        return c.locator(".col").first.locator(".view").evaluate_all(
            "vs => vs.filter(v => v.offsetParent !== null).map(v => v.dataset.mode || v.className)")

    def imgs(c):
        return c.locator(".col").first.locator("img").evaluate_all(
            "is => is.filter(i => i.offsetParent !== null && getComputedStyle(i).visibility !== 'hidden').map(i => i.alt)")

    page.screenshot(path=f"{shots}/00-page.png")
    for i, mode in enumerate(["2-up", "slide", "blend", "toggle", "diff"]):
        card.locator(f'.modes button[data-mode="{mode}"]').click()
        check(visible_views(card) == [mode], f"{mode}: only the {mode} view is visible ({visible_views(card)})")
        pressed = card.locator(".modes button.on").inner_text()
        check(pressed == mode, f"{mode}: its button is on")
        shown = imgs(card)
        want = {"2-up": ["golden", "actual"], "slide": ["golden", "actual"], "blend": ["golden", "actual"],
                "toggle": ["golden"], "diff": ["diff"]}[mode]
        check(shown == want, f"{mode}: images shown {shown}")
        # Every shown image is drawn at the column's width, none at its natural 1170 px.
        widths = card.locator(".col").first.locator("img").evaluate_all(
            "is => is.filter(i => i.offsetParent !== null).map(i => Math.round(i.getBoundingClientRect().width))")
        colw = card.locator(".col").first.bounding_box()["width"]
        check(all(w <= colw for w in widths), f"{mode}: images fit the column ({widths} ≤ {colw:.0f})")
        if mode in ("slide", "blend"):
            g = card.locator(".col").first.locator('img[alt="golden"]').bounding_box()
            t = card.locator(".col").first.locator('img[alt="actual"]').bounding_box()
            check(abs(g["width"] - t["width"]) < 1 and abs(g["x"] - t["x"]) < 1 and abs(g["y"] - t["y"]) < 1,
                  f"{mode}: golden and actual exactly overlap")
        if mode == "slide":
            card.locator(".col").first.locator("input.slider").fill("20")
            clip = card.locator(".col").first.locator('img[alt="actual"]').evaluate("i => i.style.clipPath")
            check(clip == "inset(0px 0px 0px 20%)" or clip == "inset(0 0 0 20%)", f"slide: slider moves the divider ({clip})")
        if mode == "blend":
            card.locator(".col").first.locator("input.slider").fill("80")
            op = card.locator(".col").first.locator('img[alt="actual"]').evaluate("i => i.style.opacity")
            check(op == "0.8", f"blend: slider sets the actual's opacity ({op})")
        if mode == "toggle":
            card.locator(".col").first.locator(".stack").click()
            check(imgs(card) == ["golden", "actual"], "toggle: a click shows the actual over the golden")
        page.screenshot(path=f"{shots}/{i + 1:02d}-{mode}.png", clip=card.bounding_box())

    # Keys: clicking a card makes it current; j/k move between cards; 1-5 switch its mode.
    current = page.locator("article.card.current").get_attribute("data-name")
    check(current == "components/list-row@3x", f"the clicked card is current ({current})")
    page.keyboard.press("j")
    nxt = page.locator("article.card.current").get_attribute("data-name")
    check(nxt == "motion/press@3x", f"j moves to the next card ({nxt})")
    page.keyboard.press("k")
    check(page.locator("article.card.current").get_attribute("data-name") == "components/list-row@3x", "k moves back")
    page.keyboard.press("5")
    check(visible_views(card) == ["diff"], "key 5 shows the diff")
    page.keyboard.press("2")
    check(visible_views(card) == ["slide"], "key 2 shows slide")
    page.keyboard.press("1")
    check(visible_views(card) == ["2-up"], "key 1 shows 2-up")

    # The frame scrubber moves light and dark together; unchanged frames are shown too.
    seq = page.locator('article.card[data-name="motion/press@3x"]')
    seq.scroll_into_view_if_needed()
    seq.locator(".scrub input").wait_for()
    label = seq.locator(".scrub span").inner_text()
    check(label.startswith("2/4 · 50 ms"), f"the scrubber starts at the first changed frame ({label})")
    seq.locator(".scrub input").fill("0")
    label = seq.locator(".scrub span").inner_text()
    stats = seq.locator(".stats").all_inner_texts()
    check(label.startswith("1/4 · 0 ms") and all("identical" in s for s in stats) and len(stats) == 2,
          f"frame 0 is unchanged in light and dark ({label}; {stats})")
    seq.locator(".scrub input").fill("3")
    stats = seq.locator(".stats").all_inner_texts()
    check(len(stats) == 2 and all("t300ms" in s and "changed" in s for s in stats), f"frame 4: both appearances move together ({stats})")
    page.screenshot(path=f"{shots}/06-sequence.png", clip=seq.bounding_box())

    # Added and removed: one side, no mode buttons.
    for name, label in [("components/groups@3x", "new (no golden)"), ("components/analytics@3x", "removed (golden only)")]:
        c = page.locator(f'article.card[data-name="{name}"]')
        c.scroll_into_view_if_needed()
        c.locator(".columns").wait_for()
        check(c.locator(".modes").count() == 0, f"{name}: no mode buttons")
        caps = c.locator(".caption").all_inner_texts()
        check(caps == [label, label], f"{name}: one image per appearance, labelled ({caps})")
        check(c.locator("img").count() == 2, f"{name}: two images (light and dark)")

    # Approve commands name the family's images; removed ones need --prune.
    cmd = card.locator(".approve code").text_content()
    check("approve" in cmd and "components/list-row.dark@3x.png" in cmd and "components/list-row.light@3x.png" in cmd,
          f"approve command for the card: {cmd}")
    rm = page.locator('article.card[data-name="components/analytics@3x"] .approve code').text_content()
    check("--prune" in rm, f"removed images are approved with --prune: {rm}")
    check("--prune" in page.locator("#approve-all code").text_content(), "approve all")

    # Unchanged: collapsed until shown; the filter hides what does not match.
    unchanged = page.locator('section[data-status="unchanged"] article.card')
    check(unchanged.count() == 2 and all(not unchanged.nth(i).is_visible() for i in range(unchanged.count())), "unchanged cards collapsed")
    page.locator("#show-unchanged").click()
    check(all(unchanged.nth(i).is_visible() for i in range(unchanged.count())), "shown on request")
    last = unchanged.nth(unchanged.count() - 1)
    last.scroll_into_view_if_needed()
    page.wait_for_function("c => [...c.querySelectorAll('img')].length == 2 && [...c.querySelectorAll('img')].every(i => i.complete && i.naturalWidth > 0)",
                           arg=last.element_handle(), timeout=5000)
    check(True, "unchanged images load when scrolled to")
    page.locator("#filter").fill("press")
    visible = page.locator("article.card").evaluate_all("cs => cs.filter(c => !c.hidden).map(c => c.dataset.name)")
    check(visible == ["motion/press@3x"], f"filter 'press' leaves one card ({visible})")
    page.locator("#filter").fill("")
    page.screenshot(path=f"{shots}/07-full.png", full_page=True)

    # Images are files beside the page, loaded lazily.
    srcs = page.locator("img").evaluate_all("is => is.map(i => [i.getAttribute('src'), i.loading])")
    check(all(s.startswith("images/") and l == "lazy" for s, l in srcs), f"{len(srcs)} images from images/, lazy")
    broken = page.locator("img").evaluate_all("is => is.filter(i => i.complete && i.naturalWidth === 0).length")
    check(broken == 0, "no broken images")
    check(not errors, f"no script errors {errors}")
    browser.close()

print(f"{'FAILED' if failures else 'passed'}: {len(failures)} failure(s); screenshots in {shots}")
sys.exit(1 if failures else 0)
