/** The most of one line an order may hold, at checkout and in an edit (the API's bound and the workflow's check). */
export const MAX_LINE_QUANTITY = 99_999;
