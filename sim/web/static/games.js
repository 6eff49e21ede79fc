// The games page: the search box hides the games (and families) that do not match.
"use strict";
const search = document.getElementById("search");
search.addEventListener("input", () => {
  const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
  for (const family of document.querySelectorAll(".family")) {
    let shown = 0;
    for (const g of family.querySelectorAll(".game")) {
      const hit = words.every(w => g.dataset.text.includes(w));
      g.hidden = !hit;
      shown += hit;
    }
    family.hidden = shown === 0;
  }
});
