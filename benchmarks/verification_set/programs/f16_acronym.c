/* Acronyms of capitalized phrases in a text.  Input: free text of at most 10^6 bytes.  A word
   is a longest run of the letters A-Z and a-z; a word is capitalized when its first letter is a
   capital (A-Z) and its other letters, at least one, are small (a-z): "Paris" and "Ab" are, "A"
   and "NASA" are not.  A phrase is a longest sequence of two or more capitalized words, each
   separated from the next by exactly one space and nothing else.  Output: per phrase, in the
   order of the text, a line "ACR: PHRASE", ACR the first letters of its words and PHRASE the
   phrase as written; then a line "phrases P", P the phrases; then a line "most ACR N", the
   acronym of the most phrases and their number, the first in strcmp's order among acronyms of
   equally many, or "most none" when there is no phrase. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int letter(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int capitalized(const unsigned char *w, size_t n) {
    if (n < 2 || w[0] < 'A' || w[0] > 'Z') return 0;
    for (size_t i = 1; i < n; i++)
        if (w[i] < 'a' || w[i] > 'z') return 0;
    return 1;
}

static char *acronyms;  /* each acronym and its terminating zero */

static int by_text(const void *pa, const void *pb) {
    return strcmp(acronyms + *(const size_t *)pa, acronyms + *(const size_t *)pb);
}

int main(void) {
    size_t size = 1 << 16, n = 0, got;
    unsigned char *text = malloc(size);
    if (!text) return 1;
    while ((got = fread(text + n, 1, size - n, stdin)) > 0) {
        n += got;
        if (n == size) {
            size *= 2;
            unsigned char *more = realloc(text, size);
            if (!more) return 1;
            text = more;
        }
    }
    acronyms = malloc(n + 1);
    size_t *at = malloc(sizeof(size_t) * (n / 2 + 1));
    if (!acronyms || !at) return 1;
    size_t used = 0, phrases = 0;
    size_t start = 0, end = 0, words = 0;  /* the phrase so far: text[start, end) */
    for (size_t i = 0; i <= n;) {
        if (i < n && !letter(text[i])) {
            i++;
            continue;
        }
        size_t j = i;
        while (j < n && letter(text[j])) j++;
        int cap = i < n && capitalized(text + i, j - i);
        if (cap && words > 0 && i == end + 1 && text[end] == ' ') {
            words++;
            end = j;
        } else {
            if (words >= 2) {
                at[phrases++] = used;
                for (size_t k = start; k < end; k++)
                    if (letter(text[k]) && (k == start || !letter(text[k - 1])))
                        acronyms[used++] = (char)text[k];
                acronyms[used++] = 0;
                printf("%s: ", acronyms + at[phrases - 1]);
                fwrite(text + start, 1, end - start, stdout);
                putchar('\n');
            }
            words = cap ? 1 : 0;
            start = i;
            end = j;
        }
        if (i == n) break;
        i = j;
    }
    printf("phrases %zu\n", phrases);
    qsort(at, phrases, sizeof at[0], by_text);
    size_t best = 0, most = 0;
    for (size_t i = 0; i < phrases;) {
        size_t j = i;
        while (j < phrases && strcmp(acronyms + at[j], acronyms + at[i]) == 0) j++;
        if (j - i > most) {
            most = j - i;
            best = at[i];
        }
        i = j;
    }
    if (most == 0) puts("most none");
    else printf("most %s %zu\n", acronyms + best, most);
    free(at);
    free(acronyms);
    free(text);
    return 0;
}
