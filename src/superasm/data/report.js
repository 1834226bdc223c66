(function () {
  function openFromHash() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) { return; }
    var target = document.getElementById(id);
    if (target && target.tagName === 'DETAILS') { target.open = true; target.scrollIntoView(); }
  }
  window.addEventListener('hashchange', openFromHash);
  openFromHash();
  document.querySelectorAll('input.problem-filter').forEach(function (input) {
    input.addEventListener('input', function () {
      var query = input.value.trim().toLowerCase();
      var list = document.getElementById(input.getAttribute('data-target'));
      var shown = 0;
      list.querySelectorAll('details.problem').forEach(function (item) {
        var match = item.getAttribute('data-search').indexOf(query) >= 0;
        item.style.display = match ? '' : 'none';
        if (match) { shown += 1; }
      });
      var count = document.getElementById(input.getAttribute('data-count'));
      if (count) { count.textContent = shown + ' shown'; }
    });
  });
  document.querySelectorAll('button[data-expand]').forEach(function (button) {
    button.addEventListener('click', function () {
      var open = button.getAttribute('data-expand') === 'open';
      var list = document.getElementById(button.getAttribute('data-target'));
      list.querySelectorAll('details.problem').forEach(function (item) { item.open = open; });
    });
  });
})();
