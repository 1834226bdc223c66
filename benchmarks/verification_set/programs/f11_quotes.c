/* Quotations in a text.  Input: free text of at most 10^6 bytes.  A '"' outside a quotation
   opens one; inside, a backslash takes the byte after it as it is (an escaped '"' does not
   close), and the next '"' that is not escaped closes it.  A quotation's text is what stands
   between its quotes, with each backslash that escapes a byte left out; it may span lines.
   Output: a line "quotes N", N the closed quotations, then "longest L: TEXT" with the longest
   text (the first of equal length; "longest 0:" when there is no quotation), then "open" when
   the text ends inside a quotation. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    char *text = malloc(1000001), *best = malloc(1000001);
    if (!text || !best) return 1;
    long quotes = 0, length = 0, longest = 0;
    int inside = 0;
    int c;
    while ((c = getchar()) != EOF) {
        if (!inside) {
            if (c == '"') {
                inside = 1;
                length = 0;
            }
            continue;
        }
        if (c == '\\') {
            c = getchar();
            if (c == EOF) break;
        } else if (c == '"') {
            inside = 0;
            quotes++;
            if (quotes == 1 || length > longest) {
                for (long i = 0; i < length; i++) best[i] = text[i];
                longest = length;
            }
            continue;
        }
        if (length < 1000000) text[length++] = (char)c;
    }
    printf("quotes %ld\nlongest %ld:", quotes, longest);
    if (longest > 0) {
        putchar(' ');
        fwrite(best, 1, (size_t)longest, stdout);
    }
    putchar('\n');
    if (inside) puts("open");
    free(text);
    free(best);
    return 0;
}
