/**
 * A portfolio row as the resume form holds it: the uploaded bake (its id and `pictureFieldValue`),
 * its caption, its techniques (기타 with words) and the owner's confirmation that no face or
 * personal information is in it. `hiddenReason` is only shown: an operator hid the photo.
 */
export type PortfolioRowFields = {
  imageId: string;
  image: string;
  caption: string;
  techniques: string[];
  otherTechnique: string;
  noPersonalInfo: boolean;
  hiddenReason: string;
  /** with JavaScript, the mark of a row whose photo is still going up */
  upload?: string;
};

/** The slot of a bake still to be uploaded: its words and its confirmation go with it to its row. */
export type NewBakeFields = { caption: string; noPersonalInfo: boolean; file?: File };

/** The file input of the bake a post adds. */
export const NEW_BAKE_FILE = 'newBake.file';

/** What the resume form prints about the portfolio, sent by the loaders (no validator in the script). */
export type PortfolioRules = {
  maxItems: number;
  captionMax: number;
  otherMax: number;
  techniques: Readonly<Record<string, string>>;
};

/** The words of the confirmation every bake asks for. */
export const NO_PERSONAL_INFO_LABEL = '사진에 얼굴이나 개인정보가 없음을 확인했습니다';
