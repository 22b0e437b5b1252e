/// The report page's behaviour: groups the embedded entries into snapshot families, lays out
/// sections, the index and the cards (a card's pictures are built when it scrolls near, and
/// images load lazily), and handles modes, frames, filtering, keys and approve commands.
enum ReportScript {
    static let source = #"""
    'use strict';
    const doc = JSON.parse(document.getElementById('report-data').textContent);
    const ORDER = ['changed', 'added', 'removed', 'withinThreshold', 'unchanged'];
    const TITLES = {changed: 'Changed', added: 'Added (no golden)', removed: 'Removed (golden only)',
                    withinThreshold: 'Changed within threshold', unchanged: 'Unchanged'};
    const MODES = ['2-up', 'slide', 'blend', 'toggle', 'diff'];
    const el = (tag, attrs, ...kids) => {
      const e = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs || {})) {
        if (k === 'class') e.className = v; else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
        else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : v);
      }
      for (const k of kids.flat()) if (k !== null && k !== undefined) e.append(k);
      return e;
    };
    const url = p => p.split('/').map(encodeURIComponent).join('/');
    const quote = s => /^[A-Za-z0-9@%_+=:,.\/-]+$/.test(s) ? s : "'" + s.replace(/'/g, "'\\''") + "'";
    const frameLabel = us => us === null ? 'still' : (us / 1000).toFixed(3).replace(/\.?0+$/, '') + ' ms';
    const approveCommand = names => ['rowframe', 'approve', doc.golden, doc.actual, ...names].map(quote).join(' ');

    // Families: light, dark and every frame of one snapshot.
    const families = new Map();
    for (const e of doc.entries) {
      if (!families.has(e.family)) families.set(e.family, {name: e.family, entries: []});
      families.get(e.family).entries.push(e);
    }
    function familyStatus(f) {
      const s = new Set(f.entries.map(e => e.diff.status));
      if (s.has('changed') || (s.has('added') && s.has('removed'))) return 'changed';
      if (s.has('added')) return 'added';
      if (s.has('removed')) return 'removed';
      if (s.has('withinThreshold')) return 'withinThreshold';
      return 'unchanged';
    }
    const cards = [];
    let cardCount = 0;
    for (const f of families.values()) {
      f.status = familyStatus(f);
      f.appearances = [...new Set(f.entries.map(e => e.appearance || ''))]
        .sort((a, b) => (a === 'light' ? 0 : a === 'dark' ? 1 : 2) - (b === 'light' ? 0 : b === 'dark' ? 1 : 2));
      f.frames = [...new Set(f.entries.map(e => e.frame))].sort((a, b) => (a ?? -1) - (b ?? -1));
      f.at = (appearance, frame) => f.entries.find(e => (e.appearance || '') === appearance && e.frame === frame);
      const first = f.frames.findIndex(t => f.entries.some(e => e.frame === t && e.diff.status !== 'unchanged'));
      f.frame = Math.max(0, first);
      f.mode = '2-up';
      f.pending = f.entries.filter(e => e.diff.status !== 'unchanged').map(e => e.diff.name);
    }

    // Header: counts, settings, approve all.
    const sm = doc.summary;
    document.getElementById('summary').textContent =
      `${sm.changed} changed · ${sm.added} added · ${sm.removed} removed · ${sm.unchanged} unchanged` +
      (sm.withinThreshold ? ` · ${sm.withinThreshold} changed within threshold` : '');
    document.getElementById('settings').textContent =
      `golden ${doc.golden} · actual ${doc.actual} · threshold ${doc.threshold}` + (doc.includeAA ? ' · anti-aliasing counted' : '') +
      (doc.checkerboard ? '' : ' · blended on white') + (doc.tolerance ? ` · tolerance ${doc.tolerance}` : '') +
      (doc.exact ? ' · exact' : '') + (doc.ignore.length ? ` · ${doc.ignore.length} ignored region(s)` : '') +
      (doc.shards.length ? ` · shards ${doc.shards.join(', ')}` : '');
    function approveBox(label, command) {
      const code = el('code', {}, command);
      return el('details', {class: 'approve'}, el('summary', {}, label), code,
        el('button', {class: 'copy', onclick: ev => copy(command, ev.target)}, 'copy'));
    }
    function copy(text, button) {
      const done = () => { button.textContent = 'copied'; setTimeout(() => button.textContent = 'copy', 1200); };
      if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, () => {}); else done();
    }
    const pendingAll = doc.entries.some(e => e.diff.status !== 'unchanged');
    if (pendingAll) {
      const prune = doc.entries.some(e => e.diff.status === 'removed');
      document.getElementById('approve-all').append(
        approveBox('Approve everything', approveCommand(prune ? ['--prune'] : [])));
    }

    // Sections, index and cards.
    const sectionsEl = document.getElementById('sections'), indexEl = document.getElementById('index-sections');
    const byStatus = s => [...families.values()].filter(f => f.status === s);
    for (const status of ORDER) {
      const list = byStatus(status);
      if (!list.length) continue;
      const images = list.reduce((n, f) => n + f.entries.filter(e => e.diff.status === status || status === 'changed').length, 0);
      const section = el('section', {class: 'section', id: 'section-' + status, 'data-status': status},
        el('h2', {}, `${TITLES[status]} · ${list.length} snapshot${list.length === 1 ? '' : 's'}, ${images} image${images === 1 ? '' : 's'}`));
      const items = el('ul');
      for (const f of list) {
        f.card = makeCard(f);
        f.link = el('a', {href: '#' + f.card.id, onclick: () => setCurrent(f, false)}, f.name);
        f.item = el('li', {}, f.link);
        items.append(f.item);
        cards.push(f);
        if (status === 'unchanged') {
          f.card.hidden = true;   // collapsed until opened
        }
        section.append(f.card);
      }
      if (status === 'unchanged') {
        const toggle = el('button', {class: 'copy', id: 'show-unchanged', onclick: () => {
          const show = toggle.textContent.startsWith('Show');
          for (const f of list) f.card.hidden = !show || !matches(f);
          toggle.textContent = (show ? 'Hide' : 'Show') + ` ${list.length} unchanged`;
        }}, `Show ${list.length} unchanged`);
        section.querySelector('h2').after(toggle);
        indexEl.append(el('details', {}, el('summary', {}, `${TITLES[status]} · ${list.length}`), items));
      } else {
        indexEl.append(el('h2', {}, el('span', {}, TITLES[status]), el('span', {class: 'count'}, String(list.length))), items);
      }
      sectionsEl.append(section);
    }
    if (!cards.length) sectionsEl.append(el('p', {class: 'empty'}, 'No images.'));

    function makeCard(f) {
      const id = 'f-' + (++cardCount);
      const card = el('article', {class: 'card', id, 'data-name': f.name, 'data-status': f.status},
        el('header', {}, el('h3', {}, f.name), el('span', {class: 'badge ' + f.status}, TITLES[f.status].split(' (')[0].toLowerCase())));
      card.addEventListener('click', () => setCurrent(f, false));
      f.body = el('div', {class: 'body'});
      card.append(f.body);
      if (f.pending.length) {
        const names = f.pending.slice();
        const prune = f.entries.some(e => e.diff.status === 'removed');
        card.append(approveBox('Approve ' + (names.length === 1 ? 'this image' : `these ${names.length} images`),
          approveCommand(prune ? ['--prune', ...names] : names)));
      }
      return card;
    }

    // A card's pictures are built when it comes near the viewport.
    const observer = new IntersectionObserver(list => {
      for (const o of list) if (o.isIntersecting) { const f = cards.find(c => c.card === o.target); if (f && !f.built) build(f); }
    }, {rootMargin: '800px 0px'});
    for (const f of cards) observer.observe(f.card);

    function isPair(e) { return e && e.diff.status !== 'unchanged' && e.pictures.golden && e.pictures.actual; }
    function build(f) {
      f.built = true;
      const pairs = f.entries.some(isPair);
      const controls = el('div', {class: 'controls'});
      if (pairs) {
        const modes = el('div', {class: 'modes', role: 'group'});
        MODES.forEach((m, i) => modes.append(el('button', {'data-mode': m, title: `${m} (${i + 1})`,
          class: m === f.mode ? 'on' : '', onclick: () => setMode(f, m)}, m)));
        controls.append(modes);
      }
      if (f.frames.length > 1) {
        f.scrubLabel = el('span', {});
        f.scrubber = el('input', {type: 'range', min: 0, max: f.frames.length - 1, value: f.frame,
          'aria-label': 'frame', oninput: ev => { f.frame = +ev.target.value; render(f); }});
        controls.append(el('label', {class: 'scrub'}, 'frame', f.scrubber, f.scrubLabel));
      }
      f.columns = el('div', {class: 'columns'});
      f.body.append(controls, f.columns);
      render(f);
    }
    function setMode(f, m) {
      f.mode = m;
      if (!f.built) build(f);
      for (const b of f.body.querySelectorAll('.modes button')) b.classList.toggle('on', b.dataset.mode === m);
      render(f);
    }
    function setFrame(f, i) {
      if (!f.built) build(f);
      f.frame = Math.max(0, Math.min(f.frames.length - 1, i));
      if (f.scrubber) f.scrubber.value = f.frame;
      render(f);
    }
    function img(src, alt, cls) { return el('img', {src: url(src), alt, loading: 'lazy', class: cls, decoding: 'async'}); }
    function render(f) {
      const t = f.frames[f.frame];
      if (f.scrubLabel) f.scrubLabel.textContent = `${f.frame + 1}/${f.frames.length} · ${frameLabel(t)}`;
      f.columns.replaceChildren(...f.appearances.map(a => column(f, a, f.at(a, t))));
    }
    function column(f, appearance, e) {
      const col = el('div', {class: 'col ' + (appearance || 'plain'), 'data-appearance': appearance || 'none'},
        el('h4', {}, appearance || 'image'));
      if (!e) { col.append(el('p', {class: 'empty'}, 'no image at this frame')); return col; }
      const p = e.pictures, d = e.diff;
      let view;
      if (d.status === 'unchanged') {
        view = el('div', {class: 'view single'}, el('div', {class: 'pane'}, img(p.golden, 'unchanged')), el('div', {class: 'caption'}, 'unchanged'));
      } else if (!isPair(e)) {
        const src = p.actual || p.golden, label = d.status === 'added' ? 'new (no golden)' : 'removed (golden only)';
        view = el('div', {class: 'view single'}, el('div', {class: 'pane'}, img(src, label)), el('div', {class: 'caption'}, label));
      } else {
        view = modeView(f.mode, e);
      }
      col.append(view, el('p', {class: 'stats'}, stats(d)));
      return col;
    }
    function stats(d) {
      if (d.status === 'unchanged') return `${d.name}: identical`;
      if (d.status === 'added') return `${d.name}: new, ${d.actualSize}`;
      if (d.status === 'removed') return `${d.name}: golden only, ${d.goldenSize}`;
      if (d.goldenSize !== d.actualSize) return `${d.name}: size changed ${d.goldenSize} → ${d.actualSize}`;
      return `${d.name}: ${d.changedPixels} of ${d.totalPixels} pixels changed, ${d.differentPixels} beyond the threshold` +
        (d.antialiasedPixels ? `, ${d.antialiasedPixels} anti-aliasing` : '') + (d.regions.length ? ` in ${d.regions.length} region(s)` : '');
    }
    function modeView(mode, e) {
      const p = e.pictures;
      const view = el('div', {class: 'view mode-' + mode, 'data-mode': mode});
      if (mode === '2-up') {
        view.append(el('div', {class: 'twoup'},
          el('figure', {}, el('div', {class: 'pane'}, img(p.golden, 'golden')), el('figcaption', {}, 'golden')),
          el('figure', {}, el('div', {class: 'pane'}, img(p.actual, 'actual')), el('figcaption', {}, 'actual'))));
      } else if (mode === 'slide') {
        const top = img(p.actual, 'actual', 'top');
        top.style.clipPath = 'inset(0 0 0 50%)';
        view.append(el('div', {class: 'pane stack'}, img(p.golden, 'golden'), top),
          el('input', {type: 'range', class: 'slider', min: 0, max: 100, value: 50, 'aria-label': 'slide',
            oninput: ev => top.style.clipPath = `inset(0 0 0 ${ev.target.value}%)`}),
          el('div', {class: 'caption'}, 'golden ◀ ▶ actual'));
      } else if (mode === 'blend') {
        const top = img(p.actual, 'actual', 'top');
        top.style.opacity = 0.5;
        view.append(el('div', {class: 'pane stack'}, img(p.golden, 'golden'), top),
          el('input', {type: 'range', class: 'slider', min: 0, max: 100, value: 50, 'aria-label': 'blend',
            oninput: ev => top.style.opacity = ev.target.value / 100}),
          el('div', {class: 'caption'}, 'golden ↔ actual opacity'));
      } else if (mode === 'toggle') {
        const top = img(p.actual, 'actual', 'top');
        const caption = el('div', {class: 'caption'}, 'showing golden · click to flip');
        top.style.visibility = 'hidden';
        const stack = el('div', {class: 'pane stack toggle', onclick: ev => {
          ev.stopPropagation();
          const showActual = top.style.visibility === 'hidden';
          top.style.visibility = showActual ? 'visible' : 'hidden';
          caption.textContent = `showing ${showActual ? 'actual' : 'golden'} · click to flip`;
        }}, img(p.golden, 'golden'), top);
        view.append(stack, caption);
      } else {
        view.append(p.diff ? el('div', {class: 'pane'}, img(p.diff, 'diff')) : el('p', {class: 'empty'}, 'no diff image (the size changed)'),
          el('div', {class: 'caption'}, 'red: beyond the threshold · yellow: anti-aliasing · gray: unchanged'));
      }
      return view;
    }

    // Filter, current card and keys.
    const filter = document.getElementById('filter');
    const matches = f => f.name.toLowerCase().includes(filter.value.trim().toLowerCase());
    filter.addEventListener('input', () => {
      const unchangedShown = document.getElementById('show-unchanged')?.textContent.startsWith('Hide');
      for (const f of cards) {
        const ok = matches(f);
        f.item.hidden = !ok;
        f.card.hidden = !ok || (f.status === 'unchanged' && !unchangedShown);
      }
      for (const s of document.querySelectorAll('.section')) s.hidden = ![...s.querySelectorAll('.card')].some(c => !c.hidden) && s.dataset.status !== 'unchanged';
    });
    let current = null;
    function setCurrent(f, scroll) {
      if (current) { current.card.classList.remove('current'); current.link.classList.remove('current'); }
      current = f;
      f.card.classList.add('current'); f.link.classList.add('current');
      if (!f.built) build(f);
      if (scroll) f.card.scrollIntoView({block: 'start'});
    }
    function move(step) {
      const visible = cards.filter(f => !f.card.hidden);
      if (!visible.length) return;
      const i = current ? visible.indexOf(current) : -1;
      setCurrent(visible[i < 0 ? (step > 0 ? 0 : visible.length - 1) : Math.max(0, Math.min(visible.length - 1, i + step))], true);
    }
    document.addEventListener('keydown', ev => {
      if (ev.target === filter) { if (ev.key === 'Escape') filter.blur(); return; }
      if (ev.metaKey || ev.ctrlKey || ev.altKey || ev.target.tagName === 'INPUT') return;
      if (ev.key === 'j') move(1);
      else if (ev.key === 'k') move(-1);
      else if (ev.key === '/') { ev.preventDefault(); filter.focus(); }
      else if (current && /^[1-5]$/.test(ev.key) && current.entries.some(isPair)) setMode(current, MODES[+ev.key - 1]);
      else if (current && ev.key === 'ArrowRight') setFrame(current, current.frame + 1);
      else if (current && ev.key === 'ArrowLeft') setFrame(current, current.frame - 1);
      else return;
      ev.preventDefault();
    });
    """#
}
