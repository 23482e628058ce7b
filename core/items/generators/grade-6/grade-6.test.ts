import { describeGenerators } from "../../generator-suite.ts";
import { grade6Generators } from "./index.ts";

describeGenerators(Object.keys(grade6Generators));
